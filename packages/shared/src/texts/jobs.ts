// Texts of a job's fields that the API's refusals and the editor share (issue 30).

export const JOB_MESSAGES = {
  employmentTypeRequired: "Choose at least one type of employment",
  serviceRequired: "Choose the service this job belongs to",
  countryCode: "Use the country's two-letter code, such as CA or US",
  currencyCode: "Use the currency's three-letter code, such as CAD or USD",
  locationRequired: "Give the job's city and country, or make it a remote job",
  salaryAmountRequired: "Give a minimum or a maximum amount",
  salaryRange: "The minimum cannot be more than the maximum",
  validThroughInvalid: "Enter a date and time",
} as const;
