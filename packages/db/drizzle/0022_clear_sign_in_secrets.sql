-- The Login settings clear a provider's client secret (decision 0117): the app may delete its
-- agency's secrets (row-level security still limits it to the agency of the request).
GRANT DELETE ON "agency_secrets" TO tripfront_app;
