import { z } from "zod";

/** The order overview's form: the plan's billing period and the optional early-start request (never pre-ticked). */
export const orderSchema = z.object({
  interval: z.enum(["month", "year"]),
  earlyStart: z.boolean().optional(),
});

export type OrderValues = z.infer<typeof orderSchema>;

// The acknowledgement of a declaration goes to whatever address is typed (§ 312k (4) BGB) and repeats the name
// and the contract reference: neither may carry a link or markup into someone else's inbox. Mail programs link
// a bare domain too ("evil-example.com/pay"), so a dot followed by letters right after a letter or digit is
// refused ("Dr. Müller" and "3.5.2026" stay valid), as is "://" also with full-width characters. A contract
// number is a subscription id ("sub_…", printed in every mail), so it never holds an "@" either.
const LINK = /[:：]\s*[/／]{2}|www\.|[<>]|[\p{L}\p{N}-]\.\p{L}{2,}/iu;
const name = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !LINK.test(value), "billing:declaration.errors.nameOnly");
const email = z.email().trim().max(254);
const reference = z
  .string()
  .trim()
  .max(200)
  .refine((value) => !LINK.test(value) && !value.includes("@"), "billing:declaration.errors.contractOnly")
  .optional();

/** § 312k: identify, the contract, ordinary or extraordinary (with reason), the date, and where to confirm. */
export const cancellationSchema = z
  .object({
    name,
    email,
    contractReference: reference,
    kind: z.enum(["ordinary", "extraordinary"]),
    reason: z.string().trim().max(2000).optional(),
    end: z.enum(["next_possible", "specific"]),
    date: z.iso.date().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "extraordinary" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "billing:cancel.errors.reasonRequired" });
    if (value.end === "specific" && !value.date) ctx.addIssue({ code: "custom", path: ["date"], message: "billing:cancel.errors.dateRequired" });
  });

export type CancellationForm = z.infer<typeof cancellationSchema>;

/** § 356a: only name, the contract and an electronic contact; `step` is "review" then "confirm". */
export const withdrawalSchema = z.object({
  name,
  email,
  contractReference: reference,
  step: z.enum(["review", "confirm"]),
});
