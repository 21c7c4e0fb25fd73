import { NavLink, Outlet } from "react-router";
import { AdminLinkIcon } from "../../../components/admin-link-icon.tsx";
import { ADMIN_LINKS } from "../../../lib/admin-links.ts";

/** The admin console's menu: Dashboard, Members, Service bookings, Reschedule requests, Enquiries, FAQs, Audit log. */
export function AdminNav() {
  return (
    <nav aria-label="Admin console" className="border-b border-line bg-white print:hidden">
      <ul className="page-frame flex gap-1 overflow-x-auto py-2 max-sm:px-3">
        {ADMIN_LINKS.map((link) => (
          <li key={link.key} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold whitespace-nowrap no-underline ${
                  isActive ? "nav-active" : "text-ink hover:bg-primary-50"
                }`
              }
            >
              <AdminLinkIcon page={link.key} className="size-5 shrink-0" />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every admin page (under RequireAuth sessionRole="admin"): the console's menu, then the page. */
export function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
