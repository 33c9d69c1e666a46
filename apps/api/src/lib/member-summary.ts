import type { PositionMember } from "@candor/shared/schemas/positions";
import { users } from "../db/schema/index";

/** A member as a query selects them beside a record they wrote (an author, a reviewer). */
export const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Null once the member's account is gone (a left join finds no user). */
export type MemberSummary = { id: string; firstName: string; lastName: string; email: string };

export function serializeMember(member: MemberSummary | null): PositionMember | null {
  if (!member) return null;
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
  };
}
