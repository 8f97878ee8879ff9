-- Where each inquiry came from (issue 21): the page it was sent from, the first page of the visit, the
-- outside referrer and the campaign's UTM values, one jsonb value. Inquiries stored before know none
-- of it: every field null, as the default writes it.
ALTER TABLE "inquiries" ADD COLUMN "attribution" jsonb DEFAULT '{"pagePath":null,"landingPath":null,"referrer":null,"utmSource":null,"utmMedium":null,"utmCampaign":null,"utmTerm":null,"utmContent":null}'::jsonb NOT NULL;
