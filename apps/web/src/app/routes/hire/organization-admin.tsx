import { path } from "@candor/shared/routes";
import { Navigate } from "react-router";

/**
 * `/hire/organization-admin`: the page moved under Company (issue 14). Old links and bookmarks
 * land on its Members and invitations tab.
 */
export default function OrganizationAdminRedirect() {
  return <Navigate to={path("Company", {}, { tab: "members" })} replace />;
}
