-- A team invitation's in-app notification (for an account that already had the invited address)
-- linked to the employer app's accepting page with the invitation's token in the URL: a bearer
-- secret in a notification row. The API now links to the page without it (the e-mail to the
-- address carries the link that accepts); the rows written before lose the token too.
UPDATE "notifications" SET "link" = split_part("link", '?', 1) WHERE "code" = 'team_invite' AND "link" LIKE '%accept-invite?%';
