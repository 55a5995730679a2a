import { ComingSoon } from "#app/components/coming-soon";

export default function Page() {
  return <ComingSoon page="reset" />;
}
