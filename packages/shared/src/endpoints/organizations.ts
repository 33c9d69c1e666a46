import { ListMembersQuerySchema, MemberListDocumentSchema } from "../schemas/organizations";
import { defineEndpoint } from "./define-endpoint";

const tags = ["organizations"] as const;

/**
 * The caller's organization and its members. (Only the members list so far, which the position
 * form reads; the organizations migration adds the rest here.)
 */
export const organizationsEndpoints = {
  listMembers: defineEndpoint({
    operationId: "listMembers",
    method: "GET",
    path: "/organizations/current/users",
    tags,
    summary: "Members, by last then first name; search `q` on name or email, `permission`",
    access: "member",
    query: ListMembersQuerySchema,
    responses: { 200: MemberListDocumentSchema },
  }),
} as const;
