import { Outlet, type RouteObject } from "react-router";
import { FamilyBanner } from "../components/family-banner.tsx";
import { RouteErrorScreen } from "./error-screen.tsx";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireAuth } from "./require-auth.tsx";

/**
 * The route table of spec §2. Every page loads on demand, home included, so a page's first visit
 * downloads only its own code (the server preloads it with the HTML: ssr/public-pages.ts); a chunk that
 * fails to load (say, after a new release) lands on the error screen with Reload Page.
 * The root error element replaces everything when the layout itself fails; the inner one keeps the
 * header and footer when only a page fails. The browser (main.tsx) and the prerendering server
 * (entry-server.tsx) build their routers from this one table.
 */
export const routes: RouteObject[] = [
  {
    // The companion's phone-first app (issue 26): its own simple header, none of the site's navigation.
    path: "companion",
    lazy: async () => ({ Component: (await import("./companion-layout.tsx")).CompanionLayout }),
    errorElement: <RouteErrorScreen standalone />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            path: "login",
            lazy: async () => ({
              Component: (await import("../features/auth/pages/companion-login-page.tsx")).CompanionLoginPage,
            }),
          },
          {
            element: (
              <RequireAuth sessionRole="companion">
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/companion/pages/companion-visits-page.tsx"))
                    .CompanionVisitsPage,
                }),
              },
              {
                path: "visit/:bookingId/report",
                lazy: async () => ({
                  Component: (await import("../features/companion/pages/visit-report-page.tsx"))
                    .CompanionVisitReportPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    element: <Layout />,
    errorElement: <RouteErrorScreen standalone />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/site/pages/home-page.tsx")).HomePage,
            }),
          },
          {
            path: "aboutus",
            lazy: async () => ({
              Component: (await import("../features/site/pages/about-page.tsx")).AboutPage,
            }),
          },
          {
            path: "services/consulting",
            lazy: async () => ({
              Component: (await import("../features/site/pages/services-page.tsx")).ServicesPage,
            }),
          },
          {
            path: "faq",
            lazy: async () => ({ Component: (await import("../features/faqs/pages/faq-page.tsx")).FaqPage }),
          },
          {
            path: "plandetails",
            lazy: async () => ({
              Component: (await import("../features/plans/pages/plan-details-page.tsx")).PlanDetailsPage,
            }),
          },
          {
            path: "service/booking",
            lazy: async () => ({
              Component: (await import("../features/bookings/pages/service-booking-page.tsx"))
                .ServiceBookingPage,
            }),
          },
          {
            // An invitation to a family circle (issue 29): public, the link's token after "#".
            path: "family/join",
            lazy: async () => ({
              Component: (await import("../features/profile/pages/join-family-page.tsx")).JoinFamilyPage,
            }),
          },
          {
            path: "documents/:slug",
            lazy: async () => ({
              Component: (await import("../features/site/pages/document-page.tsx")).DocumentPage,
            }),
          },
          {
            // The protected member group of spec §2 (docs/decisions/0012-protected-routes.md).
            element: (
              <RequireAuth sessionRole="member">
                <FamilyBanner />
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                path: "user/profile",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/profile-page.tsx")).ProfilePage,
                }),
              },
              {
                path: "user/invoices/:invoiceId",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/invoice-page.tsx")).InvoicePage,
                }),
              },
              {
                path: "user/emergencycard/:lovedOneId",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/emergency-card-page.tsx"))
                    .EmergencyCardPage,
                }),
              },
              {
                path: "user/creditnotes/:creditNoteId",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/credit-note-page.tsx")).CreditNotePage,
                }),
              },
              {
                path: "user/visit/:bookingId",
                lazy: async () => ({
                  Component: (await import("../features/bookings/pages/visit-report-page.tsx"))
                    .VisitReportPage,
                }),
              },
              {
                // Issue 47: the monthly summary, with its charts (recharts loads with this page only).
                path: "user/summary/:lovedOneId/:month",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/monthly-summary-page.tsx"))
                    .MonthlySummaryPage,
                }),
              },
              {
                path: "user/form",
                lazy: async () => ({
                  Component: (await import("../features/profile/pages/profile-form-page.tsx"))
                    .ProfileFormPage,
                }),
              },
              {
                path: "user/reschedule",
                lazy: async () => ({
                  Component: (await import("../features/bookings/pages/reschedule-requests-page.tsx"))
                    .RescheduleRequestsPage,
                }),
              },
              {
                path: "planandservicedetails",
                lazy: async () => ({
                  Component: (await import("../features/bookings/pages/plan-and-service-details-page.tsx"))
                    .PlanAndServiceDetailsPage,
                }),
              },
            ],
          },
          {
            // The protected admin group of spec §2.
            element: (
              <RequireAuth sessionRole="admin">
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                // The admin console's menu above each admin page.
                lazy: async () => ({
                  Component: (await import("../features/admin/components/admin-layout.tsx")).AdminLayout,
                }),
                children: [
                  {
                    path: "admin/dashboard",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-dashboard-page.tsx"))
                        .AdminDashboardPage,
                    }),
                  },
                  {
                    path: "admin/bookings",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-bookings-page.tsx"))
                        .AdminBookingsPage,
                    }),
                  },
                  {
                    path: "admin/members",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-members-page.tsx"))
                        .AdminMembersPage,
                    }),
                  },
                  {
                    path: "admin/members/:memberId",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-member-page.tsx"))
                        .AdminMemberPage,
                    }),
                  },
                  {
                    path: "admin/companions",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-companions-page.tsx"))
                        .AdminCompanionsPage,
                    }),
                  },
                  {
                    path: "admin/companions/new",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-companion-page.tsx"))
                        .AdminNewCompanionPage,
                    }),
                  },
                  {
                    path: "admin/companions/:companionId",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-companion-page.tsx"))
                        .AdminCompanionPage,
                    }),
                  },
                  {
                    path: "admin/schedules",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-schedules-page.tsx"))
                        .AdminSchedulesPage,
                    }),
                  },
                  {
                    path: "admin/board",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-board-page.tsx"))
                        .AdminBoardPage,
                    }),
                  },
                  {
                    path: "admin/reschedule",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-reschedule-page.tsx"))
                        .AdminReschedulePage,
                    }),
                  },
                  {
                    path: "admin/refunds",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-refunds-page.tsx"))
                        .AdminRefundsPage,
                    }),
                  },
                  {
                    path: "admin/enquiries",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-enquiries-page.tsx"))
                        .AdminEnquiriesPage,
                    }),
                  },
                  {
                    path: "admin/faqs",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-faqs-page.tsx")).AdminFaqsPage,
                    }),
                  },
                  {
                    path: "admin/staff",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-staff-page.tsx"))
                        .AdminStaffPage,
                    }),
                  },
                  {
                    path: "admin/holidays",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-holidays-page.tsx"))
                        .AdminHolidaysPage,
                    }),
                  },
                  {
                    path: "admin/audit",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-audit-page.tsx"))
                        .AdminAuditPage,
                    }),
                  },
                  {
                    path: "admin/profile",
                    lazy: async () => ({
                      Component: (await import("../features/admin/pages/admin-profile-page.tsx"))
                        .AdminProfilePage,
                    }),
                  },
                ],
              },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
