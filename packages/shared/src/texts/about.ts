// Texts of the About screen (SPEC section 2).

export const ABOUT_PAGE = {
  title: "About Northbridge Staffing",
  eyebrow: "Since 2009",
  intro: "A staffing partner built on one idea: treat every placement as if our own business depended on it.",
  storyTitle: "From three recruiters in Edmonton to 50+ countries",
  storyHeading: "Our story",
  story:
    "We started in 2009 with three recruiters in an Edmonton office and a simple idea: treat every placement as if our own business depended on it. Fifteen years later we have made more than 10,000 placements for 500+ clients in over 50 countries.",
  missionHeading: "Our mission",
  mission: "To connect businesses with the right people quickly, fairly and at a fair price.",
  visionHeading: "Our vision",
  vision: "A world where every business can find the people it needs, wherever they are.",
  valuesHeading: "Our values",
  values: [
    { title: "Integrity", text: "We tell clients and candidates the truth, even when it is inconvenient." },
    { title: "Speed", text: "We answer within 24 hours and keep our promises on timelines." },
    { title: "Quality", text: "Every candidate is screened as if we were hiring them ourselves." },
    { title: "Partnership", text: "We measure success by our clients' results, not by placements." },
  ],
  impactHeading: "Our impact",
  impact: [
    { value: "500+", label: "Clients" },
    { value: "10k+", label: "Placements" },
    { value: "50+", label: "Countries" },
    { value: "98%", label: "Client satisfaction" },
  ],
  timelineHeading: "Our journey",
  teamEyebrow: "Our team",
  teamHeading: "The people you will work with",
  teamIntro: "Recruiters and consultants who answer the phone themselves and write the articles on our blog.",
  timeline: [
    { year: 2009, text: "Founded in Edmonton with three recruiters." },
    { year: 2012, text: "Temporary staffing division opens; 1,000th placement." },
    { year: 2015, text: "Virtual staffing launches with clients in five countries." },
    { year: 2018, text: "5,000 placements and a 24/7 support desk." },
    { year: 2021, text: "HR consulting practice and 40+ countries served." },
    { year: 2024, text: "10,000+ placements for 500+ clients in 50+ countries." },
  ],
} as const;
