import { Outlet, Route, Routes } from "react-router";
import { CompanionLayout } from "../app/companion-layout.tsx";
import { RequireAuth } from "../app/require-auth.tsx";

/** The companion's app as the route table mounts it: its layout, its login and the signed-in visits page. */
export function CompanionAppRoutes() {
  return (
    <Routes>
      <Route path="/companion" element={<CompanionLayout />}>
        <Route path="login" element={<p>Login page</p>} />
        <Route
          element={
            <RequireAuth sessionRole="companion">
              <Outlet />
            </RequireAuth>
          }
        >
          <Route index element={<p>Visits page</p>} />
        </Route>
      </Route>
      <Route path="/" element={<p>Home page</p>} />
    </Routes>
  );
}
