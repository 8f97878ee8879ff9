/** A `tel:` address from a phone number as the site prints it: "+1 (780) 555-0142" -> "tel:+17805550142". */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
