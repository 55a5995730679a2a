import { data } from "react-router";

/** Any path no route claims: a 404 rendered by the language scope's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
