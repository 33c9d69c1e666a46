import type { DemoRequestInput } from "@candor/shared/schemas/demo-requests";
import type { Database } from "../../db/client";
import { demoRequests } from "../../db/schema/index";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { demoConfirmationEmail, demoNotificationEmail } from "./demo-requests.emails";

export type DemoRequestsServiceDeps = { db: Database; clock: () => Date; salesEmail: string };

export function createDemoRequestsService({ db, clock, salesEmail }: DemoRequestsServiceDeps) {
  return {
    /** Stores the request and queues both emails with it: all three, or none. */
    async create(input: DemoRequestInput) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(demoRequests)
          .values({
            name: input.name,
            email: input.email,
            company: input.company,
            companySize: input.company_size,
            message: input.message ?? "",
            locale: input.locale ?? "en",
            createdAt: clock(),
          })
          .returning();
        if (!row) throw new Error("demo request not inserted");
        await enqueueMail(tx, demoConfirmationEmail(row, salesEmail));
        await enqueueMail(tx, demoNotificationEmail(row, salesEmail));
        return row;
      });
    },
  };
}

export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
