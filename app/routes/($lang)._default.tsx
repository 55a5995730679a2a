import { Outlet } from "react-router";
import { SiteShell } from "#app/components/layout/site-shell";

export default function DefaultLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
