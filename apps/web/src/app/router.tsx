import { createBrowserRouter, Outlet } from "react-router";
import { AdminDashboardPage } from "../features/admin/pages/admin-dashboard-page.tsx";
import { PlanAndServiceDetailsPage } from "../features/bookings/pages/plan-and-service-details-page.tsx";
import { ServiceBookingPage } from "../features/bookings/pages/service-booking-page.tsx";
import { FaqPage } from "../features/faqs/pages/faq-page.tsx";
import { PlanDetailsPage } from "../features/plans/pages/plan-details-page.tsx";
import { ProfileFormPage } from "../features/profile/pages/profile-form-page.tsx";
import { ProfilePage } from "../features/profile/pages/profile-page.tsx";
import { AboutPage } from "../features/site/pages/about-page.tsx";
import { DocumentPage } from "../features/site/pages/document-page.tsx";
import { HomePage } from "../features/site/pages/home-page.tsx";
import { ServicesPage } from "../features/site/pages/services-page.tsx";
import { RouteErrorScreen } from "./error-screen.tsx";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireAuth } from "./require-auth.tsx";

/**
 * The route table of spec §2. The root error element replaces everything when the layout itself fails;
 * the inner one keeps the header and footer when only a page fails.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteErrorScreen standalone />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "aboutus", element: <AboutPage /> },
          { path: "services/consulting", element: <ServicesPage /> },
          { path: "faq", element: <FaqPage /> },
          { path: "plandetails", element: <PlanDetailsPage /> },
          { path: "service/booking", element: <ServiceBookingPage /> },
          { path: "documents/:slug", element: <DocumentPage /> },
          {
            // The protected group of spec §2.
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: "user/profile", element: <ProfilePage /> },
              { path: "user/form", element: <ProfileFormPage /> },
              { path: "planandservicedetails", element: <PlanAndServiceDetailsPage /> },
              { path: "admin/dashboard", element: <AdminDashboardPage /> },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
