// The baseline of `npm run bench:web`: a bare React + React Router page, built with the app's Vite settings.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";

const router = createBrowserRouter([{ path: "*", element: <h1>Hello world</h1> }]);
const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
