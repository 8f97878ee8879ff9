import type { SeedBlogPost } from "./types";

export const blogPostsPartOne: SeedBlogPost[] = [
  {
    title: "Five Staffing Trends Shaping Hiring in 2026",
    slug: "five-staffing-trends-shaping-hiring-in-2026",
    excerpt:
      "Skills-based hiring, blended teams and faster time-to-fill: the five shifts we see across 500+ clients this year, and what they mean for your plans.",
    category: "Staffing Trends",
    tags: ["Hiring Strategy", "Workforce Planning", "2026 Outlook"],
    featuredImage: "/media/blog/five-staffing-trends-shaping-hiring-in-2026.webp",
    isPublished: true,
    publishedAt: "2026-01-13T14:00:00.000Z",
    content: `<p>Every January we look back at the previous year's placements and ask our clients what they plan to change. This year the answers were unusually consistent. Here are the five trends that will shape hiring in 2026, and what to do about each.</p>
<h2>1. Skills first, degrees second</h2>
<p>More than half of the job descriptions we rewrote with clients last year dropped a degree requirement in favour of demonstrated skills. Employers who did so received roughly twice as many qualified applicants. If a role does not truly need a credential, say what the person must be able to do instead.</p>
<h2>2. Blended teams become normal</h2>
<p>The typical client team now mixes permanent employees, temporary workers for peaks and <a href="/services#virtual-staffing">virtual staff</a> for work that does not need a desk in the office. The question is no longer whether to blend, but which work belongs where.</p>
<ul>
<li>Customer-facing work with variable volume suits temporary staff.</li>
<li>Repeatable back-office processes suit dedicated virtual staff.</li>
<li>Roles that hold knowledge and relationships deserve permanent hires.</li>
</ul>
<h2>3. Speed wins candidates</h2>
<p>Strong candidates are off the market in about ten days. Employers who need four interview rounds and two weeks to decide keep losing their first choice. Compress the process: one screening call, one structured interview, one work sample, and a decision within 48 hours.</p>
<blockquote><p>The best predictor of losing a candidate is the number of days between the final interview and the offer.</p></blockquote>
<h2>4. Pay transparency spreads</h2>
<p>Several provinces and many US states now require salary ranges in job postings, and candidates everywhere expect them. Postings with a range get more applicants and fewer late-stage surprises.</p>
<h2>5. Retention starts before day one</h2>
<p>Early turnover is expensive, and most of it is decided in the first 90 days. Clients who sent equipment, access and a written first-week plan before the start date kept far more of their new hires.</p>
<h2>What to do now</h2>
<p>Review your open roles against these five points, and if you would like a second opinion on your hiring plan for the year, <a href="/contact">talk to our team</a>.</p>`,
  },
  {
    title: "Why Employers Are Turning to Blended Workforces",
    slug: "why-employers-are-turning-to-blended-workforces",
    excerpt:
      "Permanent, temporary and virtual staff working as one team lets employers absorb peaks without overhiring. Here is how to design the mix.",
    category: "Staffing Trends",
    tags: ["Blended Workforce", "Temporary Staffing", "Cost Control"],
    featuredImage: "/media/blog/why-employers-are-turning-to-blended-workforces.webp",
    isPublished: true,
    publishedAt: "2026-05-19T14:00:00.000Z",
    content: `<p>A blended workforce combines permanent employees with temporary workers and remote contractors or virtual staff. It is not new, but in the past two years it has moved from a stopgap to a deliberate design. Here is why, and how to build one that works.</p>
<h2>The case for blending</h2>
<p>Demand rarely stays flat. Retailers see holiday peaks, logistics firms see contract launches, accounting teams see year-end. Staffing permanently for the peak means paying for idle capacity most of the year; staffing for the average means burning out your team at the peak.</p>
<p>A blended model sets a permanent core for steady demand and flexes above it with <a href="/services#temporary-staffing">temporary staff</a>, deployed in 24 to 48 hours, and virtual staff for work that can be done remotely.</p>
<h2>Designing the mix</h2>
<table>
<thead><tr><th>Type of work</th><th>Best fit</th><th>Why</th></tr></thead>
<tbody>
<tr><td>Steady, knowledge-heavy</td><td>Permanent</td><td>Keeps expertise and relationships in house</td></tr>
<tr><td>Seasonal or project peaks</td><td>Temporary</td><td>Fast to add, easy to release</td></tr>
<tr><td>Repeatable, screen-based</td><td>Virtual</td><td>Lower cost, extended hours across time zones</td></tr>
</tbody>
</table>
<h2>Making one team out of three</h2>
<p>The risk of blending is a two-tier culture where contingent workers are treated as outsiders. The teams that avoid it share a few habits:</p>
<ol>
<li>Everyone gets the same onboarding for safety, tools and quality standards.</li>
<li>Temporary and virtual staff have a named contact on the permanent team.</li>
<li>Performance feedback flows both ways, through the staffing partner when needed.</li>
<li>Strong contingent workers have a visible path to permanent roles.</li>
</ol>
<blockquote><p>In our data, one in five temporary placements turns into a permanent hire. Blending is also a low-risk way to recruit.</p></blockquote>
<h2>Counting the savings honestly</h2>
<p>Compare the full cost of each option, not only hourly rates: recruiting, benefits, equipment, supervision and the cost of unfilled shifts. Most clients find the blended model cheaper at the peak and no more expensive the rest of the year.</p>
<p>Thinking about your own mix? <a href="/contact">Send us your demand pattern</a> and we will sketch one with you.</p>`,
  },
  {
    title: "A Practical Guide to Onboarding That Keeps New Hires",
    slug: "a-practical-guide-to-onboarding-that-keeps-new-hires",
    excerpt:
      "Most early turnover is decided in the first 90 days. A simple, written onboarding plan keeps far more of the people you worked hard to hire.",
    category: "HR Management",
    tags: ["Onboarding", "Retention", "HR Processes"],
    featuredImage: "/media/blog/a-practical-guide-to-onboarding-that-keeps-new-hires.webp",
    isPublished: true,
    publishedAt: "2026-02-24T14:00:00.000Z",
    content: `<p>You spent weeks finding the right person. Then their laptop arrives on day three, nobody has time for them, and by week six they are answering recruiters again. Early turnover is one of the most expensive problems in HR, and one of the most preventable.</p>
<h2>Before day one</h2>
<p>Onboarding starts when the offer is accepted. Use the gap to remove friction:</p>
<ul>
<li>Send equipment and account access so everything works on the first morning.</li>
<li>Share a written plan for the first week, with names and times.</li>
<li>Assign a buddy who is not the new hire's manager.</li>
<li>Send a short welcome message from the manager, not only from HR.</li>
</ul>
<h2>The first week</h2>
<p>Aim for one small, real piece of work finished by Friday. It builds confidence and shows the new hire how work actually flows. Keep meetings to what they need: their manager, their buddy, and the two or three people they will work with most.</p>
<h2>The first 90 days</h2>
<p>Write down what success looks like at 30, 60 and 90 days. Vague expectations are the most common reason new hires give when they leave early.</p>
<ol>
<li><strong>Day 30:</strong> knows the tools, the team and the main processes.</li>
<li><strong>Day 60:</strong> handles routine work without help.</li>
<li><strong>Day 90:</strong> owns a defined area and suggests improvements.</li>
</ol>
<blockquote><p>A fifteen-minute check-in every week for the first three months costs three hours of a manager's time. Replacing one employee costs months of salary.</p></blockquote>
<h2>Measuring it</h2>
<p>Track two numbers: the share of new hires still with you after 90 days, and how long they take to reach full productivity. Ask every new hire at day 30 what was confusing, and fix one thing each time.</p>
<h2>When you use a staffing partner</h2>
<p>For <a href="/services#direct-hire">direct hires</a> we share what we learned about the candidate's working style during the search, so the manager can start on the right foot. For temporary and virtual staff we run the administrative onboarding and you focus on the work itself.</p>`,
  },
  {
    title: "How to Write Job Descriptions That Attract the Right Candidates",
    slug: "how-to-write-job-descriptions-that-attract-the-right-candidates",
    excerpt:
      "A job description is an advertisement, not a legal document. Lead with the work, show the pay range and cut the wish list to what truly matters.",
    category: "HR Management",
    tags: ["Job Descriptions", "Recruitment", "Employer Brand"],
    featuredImage: "/media/blog/how-to-write-job-descriptions-that-attract-the-right-candidates.webp",
    isPublished: true,
    publishedAt: "2026-07-08T14:00:00.000Z",
    content: `<p>Most job descriptions are written for the HR file, not for the person who might apply. They list twenty requirements, describe the company in generic terms and hide the salary. Strong candidates scroll past. Here is how we rewrite them with our clients.</p>
<h2>Lead with the work</h2>
<p>Open with what the person will actually do in a typical week and why it matters. "You will plan deliveries for 40 stores and keep trucks full" tells a candidate more than "dynamic logistics professional wanted".</p>
<h2>Cut the wish list</h2>
<p>Separate what is essential from what is nice to have, and keep the essentials to five or fewer. Long lists of requirements discourage good candidates, particularly those who only apply when they meet every point.</p>
<ul>
<li>Keep: skills the person needs on day one.</li>
<li>Move to "nice to have": tools that can be learned in a few weeks.</li>
<li>Remove: degrees and years of experience that do not change performance.</li>
</ul>
<h2>Show the pay range</h2>
<p>Postings with a salary range attract more applicants and avoid wasted interviews with people whose expectations are far apart from yours. In a growing number of places it is also the law.</p>
<h2>Describe the team and the manager</h2>
<p>People join managers and teams, not logos. A sentence about who they will work with and how the team operates is worth more than a paragraph about company values.</p>
<blockquote><p>Read your posting aloud. If it sounds like it could describe any company, rewrite it until it could only describe yours.</p></blockquote>
<h2>Explain the process</h2>
<p>Tell candidates how many steps there are and how long a decision takes. It signals respect, and it reduces drop-outs between interviews.</p>
<h2>Test it</h2>
<p>Ask two people who do the job today whether the description matches their reality. Then check the first twenty applicants: if they are the wrong profile, the posting is the first thing to fix. If you would like us to review a posting, <a href="/contact">send it to us</a>.</p>`,
  },
  {
    title: "What the Logistics Labour Shortage Means for Warehouse Operators",
    slug: "what-the-logistics-labour-shortage-means-for-warehouse-operators",
    excerpt:
      "Warehouse vacancies stay high while e-commerce volumes keep growing. Operators who plan labour like inventory are the ones still meeting service levels.",
    category: "Industry Insights",
    tags: ["Logistics", "Warehouse Staffing", "Labour Market"],
    featuredImage: "/media/blog/what-the-logistics-labour-shortage-means-for-warehouse-operators.webp",
    isPublished: true,
    publishedAt: "2026-04-07T14:00:00.000Z",
    content: `<p>Warehouse and distribution work has had more vacancies than applicants for most of the past four years. Wages have risen, yet turnover in entry-level roles still exceeds 40% a year at many sites. For operators, labour has become the constraint that decides whether a new contract is profitable.</p>
<h2>Why the shortage persists</h2>
<ul>
<li>E-commerce keeps pushing volume into smaller, faster orders that need more picking hours.</li>
<li>Night and weekend shifts compete with retail and hospitality jobs that pay similar rates.</li>
<li>Many sites sit outside city centres, far from public transit.</li>
</ul>
<h2>Plan labour like inventory</h2>
<p>The operators who cope best forecast labour with the same discipline they apply to stock. They translate volume forecasts into labour hours by shift, decide in advance how much will come from overtime, temporary staff and new permanent hires, and book temporary capacity before the peak rather than during it.</p>
<h2>Make the first week count</h2>
<p>Most warehouse turnover happens in the first two weeks. Sites that pair new starters with an experienced buddy, limit overtime in the first week and explain the pay and bonus structure clearly keep far more of them.</p>
<blockquote><p>One client cut first-month turnover from 35% to 12% by moving new starters off the night shift for their first five days.</p></blockquote>
<h2>Use temporary staff strategically</h2>
<p><a href="/services#temporary-staffing">Temporary workers</a> are not only a way to survive a peak. Treated as a pipeline, they let you see how people perform before offering a permanent role. Safety certifications such as forklift licences can be checked before the first shift, so people are productive on day one.</p>
<h2>Automation helps, but not alone</h2>
<p>Conveyor upgrades, goods-to-person systems and better warehouse software reduce labour per order, but they change the skills you need rather than removing the need for people. Technicians and team leads become the new hard-to-fill roles.</p>
<p>Planning for a peak or a new contract? <a href="/contact">Tell us your volumes</a> and we will help you build the labour plan.</p>`,
  },
  {
    title: "Healthcare Administration Staffing: Lessons From a Busy Year",
    slug: "healthcare-administration-staffing-lessons-from-a-busy-year",
    excerpt:
      "Clinics are short of front-desk and billing staff, not only clinicians. What we learned placing administrative teams across dental and medical practices.",
    category: "Industry Insights",
    tags: ["Healthcare", "Medical Billing", "Virtual Staffing"],
    featuredImage: "/media/blog/healthcare-administration-staffing-lessons-from-a-busy-year.webp",
    isPublished: true,
    publishedAt: "2026-09-22T14:00:00.000Z",
    content: `<p>The shortage of nurses and physicians gets the headlines, but clinics tell us the administrative side hurts almost as much. When the front desk is short-staffed, phones go unanswered, claims pile up and clinicians end up doing paperwork. This year we placed more healthcare administration staff than ever. Here is what we learned.</p>
<h2>Billing and claims are the first bottleneck</h2>
<p>Insurance claims that sit for 60 days are harder to collect. In practice after practice, the backlog grew because the same people who greet patients were also expected to chase insurers. Separating the two jobs made the biggest difference.</p>
<h2>Much of the work can be done remotely</h2>
<p>Claims follow-up, appointment reminders, referral processing and recall campaigns do not need a desk in the clinic. <a href="/services#virtual-staffing">Virtual staff</a> trained on the practice-management software can do them from anywhere, often in extended hours.</p>
<ul>
<li>Claims submission and follow-up</li>
<li>Insurance verification before appointments</li>
<li>Reminder calls and recall lists</li>
<li>Referral letters and records requests</li>
</ul>
<h2>Privacy is not optional</h2>
<p>Health information carries strict obligations. Every virtual placement we make for a clinic includes privacy training, individual logins, secure devices and a signed confidentiality agreement. Clinics should also check that remote access is logged and limited to what the role needs.</p>
<blockquote><p>Ask any staffing partner exactly how remote staff connect to your systems. If the answer is vague, keep looking.</p></blockquote>
<h2>Keep the human touch at the front desk</h2>
<p>Patients notice when the person at the desk has time for them. Moving back-office work away from reception improves the patient experience as much as it improves cash flow.</p>
<h2>Results worth measuring</h2>
<p>Track days in accounts receivable, the share of claims paid on first submission, and missed-appointment rates. Clinics that moved billing to a dedicated team typically saw all three improve within two months.</p>
<p>If your clinic's administration is stretched, <a href="/contact">let us know what is piling up</a>.</p>`,
  },
  {
    title: "Building a Fair Performance Review Process for Small Teams",
    slug: "building-a-fair-performance-review-process-for-small-teams",
    excerpt:
      "Small businesses do not need heavy appraisal software to give fair, useful feedback. A light process that people trust is enough.",
    category: "HR Management",
    tags: ["Performance Reviews", "Small Business", "Feedback"],
    featuredImage: "/media/blog/building-a-fair-performance-review-process-for-small-teams.webp",
    isPublished: false,
    publishedAt: null,
    content: `<p>Draft. Small teams often skip performance reviews entirely, then struggle when a pay decision or a difficult conversation comes up. This article will outline a light process: quarterly conversations, a one-page template, and clear links between expectations and pay.</p>
<h2>Outline</h2>
<ul>
<li>Why informal feedback is not enough once a team passes ten people.</li>
<li>A one-page review template with three questions.</li>
<li>Separating development conversations from pay decisions.</li>
<li>Training managers to give specific, balanced feedback.</li>
</ul>`,
  },
];
