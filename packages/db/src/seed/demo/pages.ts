import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  type SectionIllustration,
  type SectionInput,
} from "@staffing/shared";
import type { SeedPage } from "./types";

// The CMS pages in the marketing template: a hero band, their content, and a call to action at the
// end; the FAQ as questions that open and close, the case studies as cards with their figures.

const INQUIRY = "/contact#inquiry";

/** The page whose cards are the demo's whitepapers: each gets a generated PDF when seeded. */
export const WHITEPAPERS_PAGE_SLUG = "resources/whitepapers";
/** The last paragraph of each generated demo whitepaper. */
export const WHITEPAPER_PDF_NOTE =
  "This is a sample whitepaper of the demo site. The full guide is written and reviewed by our recruitment leads and HR consultants.";

const hero = (
  eyebrow: string,
  heading: string,
  text: string,
  illustration: SectionIllustration | null = null,
): SectionInput => ({ type: "hero", eyebrow, heading, text, illustration });

const callToAction = (heading: string, text: string, label: string, href = INQUIRY): SectionInput => ({
  type: "callToAction",
  heading,
  text,
  button: { label, href, style: "accent" },
});

const legalQuestions = (heading: string) =>
  callToAction(
    heading,
    "Write to us through the contact page and we will answer within 30 days.",
    "Contact us",
    "/contact",
  );

export const seedPages: SeedPage[] = [
  {
    title: "Frequently Asked Questions",
    slug: "faq",
    metaTitle: "Staffing FAQ | {{company}}",
    metaDescription:
      "Answers to common questions about our virtual staffing, temporary staffing and direct hire services: timelines, pricing, contracts and replacements.",
    isPublished: true,
    content: `<p>These are the questions hiring managers ask us most. If yours is not here, <a href="/contact">send us an inquiry</a> and we will reply within 24 hours.</p>`,
    sections: [
      hero(
        "Help centre",
        "Frequently Asked Questions",
        "Timelines, pricing, contracts, replacements and screening, answered plainly.",
        "contact",
      ),
      {
        type: "faq",
        items: [
          {
            question: "How quickly can you place someone?",
            answer:
              "Temporary staff are usually on site within 24 to 48 hours. Virtual staff start within 48 to 72 hours, because we match skills, time zone and tools before anyone logs in. Direct-hire searches take two to four weeks from the kickoff call to an accepted offer.",
          },
          {
            question: "What does it cost?",
            answer:
              "Temporary and virtual staff are billed at an hourly or monthly rate that includes payroll, statutory deductions and our margin, so there are no surprise invoices. Direct hire is a one-time fee based on first-year salary, payable only when your candidate starts. Most clients moving work to virtual teams save up to 60% against a local full-time hire.",
          },
          {
            question: "Who employs the workers?",
            answer:
              "For temporary and virtual staffing, Northbridge Staffing is the employer of record. We handle payroll, source deductions, workers' compensation coverage and records of employment. With direct hire, the person joins your payroll from day one.",
          },
          {
            question: "What if a placement does not work out?",
            answer:
              "Tell us within the first two weeks of a temporary or virtual assignment and we replace the person at no extra charge. Direct hires come with a 90-day replacement guarantee.",
          },
          {
            question: "Is there a minimum contract length?",
            answer:
              "Temporary assignments can be as short as one shift. Virtual staffing engagements run month to month after the first month. There is no long-term commitment.",
          },
          {
            question: "Which roles do you fill?",
            answer:
              "Administrative and customer support, bookkeeping and accounting, warehouse and logistics, events, IT support and software testing, project coordination, and professional roles such as engineers, analysts and managers.",
          },
          {
            question: "Do you work outside Canada?",
            answer:
              "Yes. We have placed people in more than 50 countries, and our virtual staff support clients across North America, Europe and Australia.",
          },
          {
            question: "How do you screen candidates?",
            answer:
              "Every candidate passes a structured interview, a skills assessment for the role, reference checks and, where the role requires it, a background check. Virtual staff also complete a connectivity and equipment check.",
          },
          {
            question: "Can I talk to someone right now?",
            answer: "Our support line is open 24/7 at {{phone2}}. You can also e-mail {{email}}.",
          },
        ],
      },
      callToAction(
        "Still have a question?",
        "Our support line is open 24/7, and we answer every inquiry within 24 hours.",
        "Ask us",
      ),
    ],
  },
  {
    title: "Privacy Policy",
    slug: "privacy",
    metaTitle: "Privacy Policy | {{company}}",
    metaDescription:
      "How Northbridge Staffing collects, uses, keeps and protects personal information under PIPEDA and Alberta's Personal Information Protection Act (PIPA).",
    isPublished: true,
    content: `<p>Northbridge Staffing ("we") respects your privacy. This policy explains what personal information this website collects, why, and what you can ask of us. We follow the federal Personal Information Protection and Electronic Documents Act (PIPEDA) and Alberta's Personal Information Protection Act (PIPA).</p>
<h2>What we collect</h2>
<ul>
<li><strong>Inquiry form:</strong> your name, business e-mail, company, the service you are interested in and your message.</li>
<li><strong>Job applications:</strong> your name, e-mail, phone if you give it, your résumé and cover note, and the privacy notice you accepted.</li>
<li><strong>Newsletter:</strong> your e-mail address.</li>
<li><strong>Job alerts:</strong> your e-mail address and the kind of job you asked to hear about.</li>
<li><strong>Server logs:</strong> IP address, browser type and the pages requested, kept to keep the site secure and working.</li>
</ul>
<p>We do not use advertising trackers and we do not sell personal information.</p>
<h2>Why we use it</h2>
<p>We use inquiry details only to answer your request and to prepare a staffing proposal. Newsletter addresses receive our articles until you unsubscribe. Log data helps us detect abuse, such as automated spam, and fix errors.</p>
<h2>Who sees it</h2>
<p>Only the Northbridge Staffing staff who handle your request. Our hosting and e-mail providers process data on our behalf under contracts that require them to protect it. Some providers may store data outside Canada; when they do, the information is subject to the laws of that country.</p>
<h2>How long we keep it</h2>
<p>Inquiries are kept for up to two years after our last contact with you, then deleted. Job applications and the résumés sent with them are kept for ${APPLICATION_RETENTION_DAYS_DEFAULT} days after they arrive, then deleted with their files; you may ask us at any time to erase all of your applications and résumés at once. Newsletter and job-alert mails stop the moment you unsubscribe; we keep the record of your consent and of its withdrawal, as Canada's anti-spam law (CASL) asks. Server logs are kept for 90 days.</p>
<h2>How we protect it</h2>
<p>Data travels over encrypted connections, access to the admin panel is limited to named staff with individual accounts, and every change they make is logged.</p>
<h2>Your rights</h2>
<p>You may ask to see the personal information we hold about you, to correct it, or to withdraw consent and have it deleted, subject to legal retention requirements. We answer within 30 days.</p>
<h2>Contact our privacy officer</h2>
<p>Write to privacy requests, {{company}}, {{address}}, or e-mail {{email2}}. If you are not satisfied with our answer, you may contact the Office of the Information and Privacy Commissioner of Alberta or the Office of the Privacy Commissioner of Canada.</p>`,
    sections: [
      hero(
        "Legal",
        "Privacy Policy",
        "What this website collects, why, how long we keep it and what you can ask of us.",
      ),
      legalQuestions("Questions about your information?"),
    ],
  },
  {
    title: "Terms of Service",
    slug: "terms",
    metaTitle: "Terms of Service | {{company}}",
    metaDescription:
      "The terms that apply when you use the Northbridge Staffing website, send an inquiry or subscribe to our newsletter, including liability and governing law.",
    isPublished: true,
    content: `<p>These terms apply to your use of the Northbridge Staffing website. Staffing services themselves are provided under a separate written services agreement signed with each client.</p>
<h2>Using this website</h2>
<p>You may read, share and link to the content of this website. You agree not to misuse it: no attempts to break its security, overload it, scrape it in bulk, or send inquiries that are false, abusive or automated.</p>
<h2>Inquiries and proposals</h2>
<p>Sending an inquiry does not create a contract. Any proposal we send in reply describes roles, rates and timelines, and becomes binding only once both parties sign a services agreement.</p>
<h2>Content and accuracy</h2>
<p>Our articles are general information about hiring and workforce management, not legal, tax or employment-law advice. Employment rules differ by province and country; check with a qualified adviser before acting on them. Figures such as placement counts and average timelines describe our track record and are not guarantees for a particular search.</p>
<h2>Intellectual property</h2>
<p>The Northbridge Staffing name, logo, text and images on this site belong to us or our licensors. Quoting short passages with a link back is welcome; republishing whole articles needs our written permission.</p>
<h2>Links to other sites</h2>
<p>Where we link to other websites, we do so for your convenience and are not responsible for their content or privacy practices.</p>
<h2>Liability</h2>
<p>The website is provided as is. To the extent the law allows, we are not liable for indirect or consequential losses arising from its use, or for interruptions while we maintain it.</p>
<h2>Changes</h2>
<p>We may update these terms; the version published here applies from the date it is posted.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Questions about them can be sent through our <a href="/contact">contact page</a>.</p>`,
    sections: [
      hero(
        "Legal",
        "Terms of Service",
        "The terms that apply when you use this website, send an inquiry or subscribe.",
      ),
      legalQuestions("Questions about these terms?"),
    ],
  },
  {
    title: "Cookie Policy",
    slug: "cookies",
    metaTitle: "Cookie Policy | {{company}}",
    metaDescription:
      "This site sets no tracking or advertising cookies. Learn about the one strictly necessary admin cookie and the browser storage used for staff sign-in.",
    isPublished: true,
    content: `<p>Short version: visitors to this website get no tracking, analytics or advertising cookies from us. You do not need to accept anything to read the site or send an inquiry.</p>
<h2>What a cookie is</h2>
<p>A cookie is a small text file a website asks your browser to keep and send back on later visits. Browser local storage works in a similar way, but its contents are only read by the page's own code and are never sent to the server automatically.</p>
<h2>What we use</h2>
<p>Only our own staff, when they sign in to the admin panel, store anything in their browser:</p>
<ul>
<li><strong>Admin sidebar state</strong> (a strictly necessary cookie): remembers whether the admin sidebar is expanded or collapsed. It holds no personal information.</li>
<li><strong>Sign-in session</strong> (local storage): keeps a staff member signed in to the admin panel until they sign out or the session expires.</li>
</ul>
<p>Public pages, including the blog and the inquiry form, set neither.</p>
<h2>Third parties</h2>
<p>We do not embed third-party analytics, advertising networks or social media trackers. Share buttons on blog posts are plain links: nothing is sent to a social network unless you click one.</p>
<h2>Managing cookies</h2>
<p>Every browser lets you view and delete cookies and local storage in its privacy settings. Deleting the admin cookie only resets the sidebar; deleting the sign-in session signs a staff member out.</p>
<h2>Changes to this policy</h2>
<p>If we ever add a cookie that is not strictly necessary, we will update this page first and ask for your consent where the law requires it. Questions are welcome through our <a href="/contact">contact page</a> or at {{email2}}.</p>`,
    sections: [
      hero(
        "Legal",
        "Cookie Policy",
        "No tracking, analytics or advertising cookies: what little we store, and why.",
      ),
      legalQuestions("Questions about cookies?"),
    ],
  },
  {
    title: "Case Studies",
    slug: "resources/case-studies",
    metaTitle: "Staffing Case Studies | {{company}}",
    metaDescription:
      "How a logistics firm, a dental group and an engineering company solved hiring problems with temporary, virtual and direct-hire staffing from Northbridge.",
    isPublished: true,
    content: "",
    sections: [
      hero(
        "Resources",
        "Case Studies",
        "Three recent engagements, described with our clients' permission and with their names left out.",
        "services-direct",
      ),
      {
        type: "cards",
        heading: "Results our clients measured",
        items: [
          {
            icon: "temporary-staffing",
            figure: "36 hours",
            title: "A regional logistics company: 40 warehouse workers in 36 hours",
            text: "A retail contract eleven days away and two extra night shifts to fill. We staffed both from our pre-screened pool, with forklift checks and safety orientation done on site. The contract launched on schedule.",
            chip: "Temporary staffing",
          },
          {
            icon: "virtual-staffing",
            figure: "58% lower cost",
            title: "A dental group: claims backlog cleared by a virtual team",
            text: "Six clinics had 1,900 unpaid claims older than 60 days. Three virtual claims specialists, placed in 72 hours, cleared the backlog in seven weeks for 58% less than three local hires.",
            chip: "Virtual staffing",
          },
          {
            icon: "direct-hire",
            figure: "19 days",
            title: "An engineering firm: a hard-to-fill manager hired in 19 days",
            text: "A project controls manager role had been open for five months after two failed searches. A shortlist of four came within ten days; the hire is still there two years later.",
            chip: "Direct hire",
          },
        ],
      },
      {
        type: "richText",
        html: `<h2>A regional logistics company: 40 warehouse workers in 36 hours</h2>
<h3>The problem</h3>
<p>A distribution centre near Edmonton won a retail contract with a start date eleven days away and needed two extra night shifts. Its own hiring pipeline produced six hires in the first week.</p>
<h3>What we did</h3>
<p>We drew on our pre-screened temporary pool, ran forklift certification checks and safety orientation on the client's site, and staffed both shifts within 36 hours. An on-site coordinator handled attendance and replacements.</p>
<h3>The result</h3>
<p>The contract launched on schedule. Eighteen of the temporary workers were later hired permanently, with no placement fee because they had worked more than 500 hours.</p>
<h2>A dental group: claims backlog cleared by a virtual team</h2>
<h3>The problem</h3>
<p>Six clinics had 1,900 unpaid insurance claims older than 60 days, and front-desk staff spent their afternoons on hold with insurers.</p>
<h3>What we did</h3>
<p>We placed three virtual claims specialists in 72 hours, trained on the group's practice-management software, working the Alberta time zone.</p>
<h3>The result</h3>
<p>The backlog was cleared in seven weeks, and the cost of the team was 58% below hiring three local full-time staff.</p>
<h2>An engineering firm: a hard-to-fill manager hired in 19 days</h2>
<h3>The problem</h3>
<p>A project controls manager role had been open for five months after two failed searches.</p>
<h3>What we did</h3>
<p>We rewrote the role profile with the hiring manager, searched candidates who were not actively looking, and presented a shortlist of four within ten days.</p>
<h3>The result</h3>
<p>The chosen candidate accepted on day 19 and is still with the firm two years later.</p>`,
      },
      callToAction(
        "Have a hiring problem like these?",
        "Tell us about it. We reply within 24 hours with how we would solve it.",
        "Tell us about your hiring problem",
      ),
    ],
  },
  {
    title: "Whitepapers",
    slug: WHITEPAPERS_PAGE_SLUG,
    metaTitle: "Staffing Whitepapers | {{company}}",
    metaDescription:
      "In-depth guides on virtual team economics, temporary workforce planning and structured hiring, written by the Northbridge Staffing team for employers.",
    isPublished: true,
    content: "",
    sections: [
      hero(
        "Resources",
        "Whitepapers",
        "Our whitepapers go deeper than the blog. Each is free: ask for a copy and we e-mail it to you.",
        "services-virtual",
      ),
      {
        type: "cards",
        items: [
          {
            icon: "virtual-staffing",
            title: "The real cost of a virtual team",
            text: "A line-by-line comparison of hiring locally, outsourcing to a firm, and building a dedicated virtual team through an employer of record. It covers salary, benefits, equipment, management time and turnover, and shows where savings of up to 60% come from and where they disappear. Includes a spreadsheet template for your own numbers.",
            chip: "Free guide",
            href: INQUIRY,
            linkLabel: "Ask for a copy",
          },
          {
            icon: "temporary-staffing",
            title: "Planning a seasonal workforce",
            text: "How retailers, logistics operators and event companies forecast peak-season labour, when to start recruiting, and how to mix temporary workers with overtime. Built on data from more than 3,000 seasonal placements between 2019 and 2024.",
            chip: "Free guide",
            href: INQUIRY,
            linkLabel: "Ask for a copy",
          },
          {
            icon: "step-interview",
            title: "Structured interviews that predict performance",
            text: "Unstructured interviews are barely better than a coin toss at predicting job performance. This guide shows how to write role scorecards, ask behavioural and work-sample questions, and score answers consistently, with templates for twelve common roles.",
            chip: "Free guide",
            href: INQUIRY,
            linkLabel: "Ask for a copy",
          },
          {
            icon: "step-onboard",
            title: "Onboarding remote employees",
            text: "A 30-60-90 day plan for people who will never visit your office: equipment and access on day one, a named buddy, written expectations and regular check-ins. Teams that follow it report far fewer early departures.",
            chip: "Free guide",
            href: INQUIRY,
            linkLabel: "Ask for a copy",
          },
          {
            icon: "hr-consulting",
            title: "Employer of record in Canada",
            text: "What an employer of record does, which obligations stay with you, and how provincial employment standards, source deductions and workers' compensation apply to temporary and virtual staff.",
            chip: "Free guide",
            href: INQUIRY,
            linkLabel: "Ask for a copy",
          },
        ],
      },
      {
        type: "imageText",
        heading: "Who writes them",
        text: "Our recruitment leads and HR consultants, reviewed by employment-law counsel where the topic needs it. Each paper is updated at least once a year.",
      },
      callToAction(
        "Looking for another topic?",
        "Tell us what you are planning. A consultant replies within 24 hours with what we have on it.",
        "Ask a consultant",
      ),
    ],
  },
  {
    title: "Industry Reports",
    slug: "resources/reports",
    metaTitle: "Staffing Industry Reports | {{company}}",
    metaDescription:
      "Summaries of our yearly salary guide, hiring outlook and remote work survey, with the figures employers ask us about most when they plan their hiring.",
    isPublished: true,
    content: "",
    sections: [
      hero(
        "Resources",
        "Industry Reports",
        "Every year we publish reports built from our own placement data and surveys of our clients and candidates.",
        "about-story",
      ),
      {
        type: "stats",
        heading: "From this year's hiring outlook survey of 320 employers",
        style: "cards",
        items: [
          { value: "61%", label: "plan to grow headcount in the next twelve months" },
          { value: "44%", label: "expect to cover peaks with temporary staff" },
          { value: "18%", label: "track how long their new hires stay" },
          { value: "21 days", label: "our median time to fill a professional role (44 on their own)" },
        ],
      },
      {
        type: "cards",
        heading: "The reports",
        items: [
          {
            icon: "bookkeeping-finance",
            title: "2024 Alberta salary guide",
            text: "Pay ranges for 85 roles across administration, finance, logistics, IT and engineering, split by experience level. Highlights: pay for experienced bookkeepers rose 7% year over year, warehouse wages rose 5%, and the gap between Calgary and Edmonton narrowed for most office roles.",
            href: INQUIRY,
            linkLabel: "Request the full report",
          },
          {
            icon: "clients",
            title: "Hiring outlook survey",
            text: "We asked 320 employers about their plans for the next twelve months: where they will grow, how they will cover peaks, and which roles are hardest to fill.",
            href: INQUIRY,
            linkLabel: "Request the full report",
          },
          {
            icon: "virtual-staffing",
            title: "Remote work survey",
            text: "Responses from 1,150 remote and hybrid workers we placed. Clear written expectations and a regular one-to-one with a manager were the two strongest predictors of staying more than a year. Home-office equipment provided by the employer ranked third, ahead of flexible hours.",
            href: INQUIRY,
            linkLabel: "Request the full report",
          },
          {
            icon: "clock",
            title: "Time-to-fill benchmarks",
            text: "Median days from approved requisition to accepted offer, by role family, compared with our own direct-hire searches. Our median for professional roles was 21 days, against 44 days for employers hiring on their own.",
            href: INQUIRY,
            linkLabel: "Request the full report",
          },
        ],
      },
      {
        type: "imageText",
        heading: "How we collect the data",
        text: "Figures come from anonymised placement records and voluntary surveys. We publish sample sizes and methods with each report so you can judge how far the numbers apply to your business.",
      },
      callToAction(
        "Planning your hiring?",
        "Ask for a full report, or talk to a recruiter about your own numbers.",
        "Request a report",
      ),
    ],
  },
  {
    title: "Careers",
    slug: "careers",
    metaTitle: "Careers at Northbridge Staffing",
    metaDescription:
      "Join the Northbridge Staffing team in Edmonton: recruiters, account managers and HR consultants who help businesses find the right people every day.",
    isPublished: false,
    content: "",
    sections: [
      hero(
        "Work with us",
        "Careers",
        "We are growing our recruitment and account management teams in Edmonton. Open roles will be listed here soon.",
        "hero",
      ),
      {
        type: "values",
        heading: "What working here is like",
        items: [
          {
            icon: "partnership",
            title: "A team that shares",
            text: "Recruiters, account managers and HR consultants work one client together, not against a quota.",
          },
          {
            icon: "project-management",
            title: "Room to grow",
            text: "A training budget, a mentor from day one, and a clear path from recruiter to team lead.",
          },
          {
            icon: "clock",
            title: "Hours that fit",
            text: "Hybrid work from our Edmonton office, with core hours and a 24/7 desk shared fairly.",
          },
        ],
      },
      {
        type: "team",
        heading: "Some of the people you would work with",
        items: [
          {
            name: "Dana Whitford",
            role: "Managing Director",
            bio: "Founded the company in 2009 with two other recruiters.",
          },
          {
            name: "Arjun Mehta",
            role: "Head of Virtual Staffing",
            bio: "Built our virtual teams for clients in five countries.",
          },
          {
            name: "Claire Fontaine",
            role: "Temporary Staffing Lead",
            bio: "Runs the Calgary hub and its 24/7 desk.",
          },
          {
            name: "Joseph Okafor",
            role: "Senior HR Consultant",
            bio: "Helps growing companies hire and onboard well.",
          },
        ],
      },
      callToAction(
        "Interested in joining us?",
        "Send us a note about yourself; we will write when a role that fits you opens.",
        "Get in touch",
        "/contact",
      ),
    ],
  },
];
