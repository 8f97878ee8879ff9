import type { SeedBlogPost } from "./types";

export const blogPostsPartTwo: SeedBlogPost[] = [
  {
    title: "Managing Remote Teams Across Time Zones",
    slug: "managing-remote-teams-across-time-zones",
    excerpt:
      "Time zones can be an advantage instead of a headache. How to split overlap hours, hand-offs and written updates so work keeps moving around the clock.",
    category: "Remote Work",
    tags: ["Remote Teams", "Time Zones", "Communication"],
    featuredImage: "/media/blog/managing-remote-teams-across-time-zones.webp",
    isPublished: true,
    publishedAt: "2026-01-27T14:00:00.000Z",
    content: `<p>Many of our clients work with <a href="/services#virtual-staffing">virtual staff</a> several time zones away. Handled badly, the difference means slow answers and people working at midnight. Handled well, it means work moves forward while your local team sleeps. The difference is mostly a few habits.</p>
<h2>Protect a few overlap hours</h2>
<p>Agree on two to three hours a day when everyone is reachable, and keep meetings inside that window. Outside it, people should be able to work without waiting for replies.</p>
<h2>Write things down</h2>
<p>Remote teams across time zones run on written communication. A request that would be a quick chat in the office needs enough context to be answered without a follow-up question.</p>
<ul>
<li>State the goal, the deadline and what "done" looks like.</li>
<li>Link the documents or tickets involved.</li>
<li>Say who decides if something is unclear.</li>
</ul>
<h2>Design clean hand-offs</h2>
<p>When one person ends their day, the next should know exactly where things stand. A short end-of-day note works better than any tool: what was finished, what is blocked, and what needs attention first tomorrow.</p>
<blockquote><p>The best remote teams we support treat the end-of-day note as part of the job, not an extra.</p></blockquote>
<h2>Be fair with meeting times</h2>
<p>If a recurring meeting must fall outside someone's normal hours, rotate the inconvenience instead of always asking the same people to join early or late.</p>
<h2>Use the time difference on purpose</h2>
<p>Support desks can offer extended or 24-hour coverage without night shifts. Reports prepared overnight can be waiting on a manager's desk in the morning. Testing can run while developers sleep.</p>
<h2>Check in on people, not only tasks</h2>
<p>Isolation is the hidden cost of remote work. A regular one-to-one, even fifteen minutes a week, keeps people connected and surfaces problems early.</p>
<h2>Write a short hand-off note at the end of each day</h2>
<p>A three-line note, covering what was finished, what is blocked and what needs a decision, lets the next time zone pick up work without waiting for a reply. Keep these notes in one shared channel so anyone can catch up in minutes.</p>
<p>Building a team across time zones? <a href="/contact">We can help you plan coverage</a> and find people in the right hours.</p>`,
  },
  {
    title: "Using Applicant Tracking Systems Without Losing Good Candidates",
    slug: "using-applicant-tracking-systems-without-losing-good-candidates",
    excerpt:
      "An applicant tracking system saves time, but strict filters and slow workflows quietly reject strong people. How to configure one that finds them instead.",
    category: "Technology",
    tags: ["Applicant Tracking", "HR Technology", "Candidate Experience"],
    featuredImage: "/media/blog/using-applicant-tracking-systems-without-losing-good-candidates.webp",
    isPublished: true,
    publishedAt: "2026-03-10T14:00:00.000Z",
    content: `<p>Applicant tracking systems (ATS) have made high-volume hiring manageable. They also make it easy to reject good people without anyone noticing. When we audit a client's hiring funnel, the ATS configuration is often where the best candidates disappear.</p>
<h2>Watch your knock-out questions</h2>
<p>Automatic rejections based on a single answer are efficient but blunt. A question such as "Do you have five years of experience?" rejects the candidate with four and a half years and an excellent record. Keep knock-outs for true legal or safety requirements, such as a licence or work permit.</p>
<h2>Do not rely on keyword matching</h2>
<p>Candidates describe the same skills in different words. Keyword scoring rewards people who copy the job posting, not people who can do the job. Use it to sort, never to reject.</p>
<h2>Measure the funnel</h2>
<table>
<thead><tr><th>Stage</th><th>What to check</th></tr></thead>
<tbody>
<tr><td>Application</td><td>How many start the form and never finish it</td></tr>
<tr><td>Screening</td><td>How many are rejected automatically, and why</td></tr>
<tr><td>Interview</td><td>Days between application and first contact</td></tr>
<tr><td>Offer</td><td>Acceptance rate and reasons for declines</td></tr>
</tbody>
</table>
<h2>Shorten the application</h2>
<p>Forms that ask candidates to retype their resume lose a large share of applicants, especially on mobile. Ask for a resume and a few essential questions; collect the rest later.</p>
<h2>Make the form mobile friendly</h2>
<p>More than half of applications for hourly roles now start on a phone. Test your application from a phone yourself, on a slow connection. If it takes more than five minutes, or forces an account to be created before applying, expect to lose many of the candidates you most want to reach.</p>
<h2>Keep humans in the loop</h2>
<p>Review a sample of automatically rejected applications every month. If strong candidates turn up, adjust the rules.</p>
<blockquote><p>Technology should make it faster to say yes to the right people, not easier to say no to everyone else.</p></blockquote>
<h2>Respond quickly</h2>
<p>Set up automatic acknowledgements and status updates. Candidates who hear nothing assume the worst and accept other offers. For a second opinion on your hiring funnel, <a href="/contact">get in touch</a>.</p>`,
  },
  {
    title: "Reference Checks That Actually Tell You Something",
    slug: "reference-checks-that-actually-tell-you-something",
    excerpt:
      "Most reference calls produce polite praise and little else. Better questions, the right referees and a consistent script turn them into real evidence.",
    category: "Best Practices",
    tags: ["Reference Checks", "Hiring Process", "Due Diligence"],
    featuredImage: "/media/blog/reference-checks-that-actually-tell-you-something.webp",
    isPublished: true,
    publishedAt: "2026-06-02T14:00:00.000Z",
    content: `<p>Reference checks are often treated as a formality at the end of a hiring process. A quick call, a few polite answers, and the offer goes out. Done properly, references are one of the few chances to hear how a candidate actually worked, from someone who saw it.</p>
<h2>Talk to the right people</h2>
<p>Ask for a direct manager from a recent role, not only a friendly colleague. For leadership roles, also ask for someone who reported to the candidate. If a candidate cannot offer any recent manager, ask why before drawing conclusions.</p>
<h2>Ask for examples, not opinions</h2>
<p>"Was she a good employee?" invites a polite yes. Questions about specific situations produce evidence:</p>
<ul>
<li>What were the candidate's main responsibilities, and what did they achieve?</li>
<li>Tell me about a time they had to handle a difficult deadline.</li>
<li>What feedback did you give them most often?</li>
<li>How did they compare with others in the same role?</li>
<li>Would you hire them again? Why?</li>
</ul>
<h2>Listen for hesitation</h2>
<p>Referees rarely say negative things outright. Long pauses, vague answers and faint praise are signals worth a follow-up question. "Is there anything I should know to help them succeed here?" often draws out useful information.</p>
<blockquote><p>The most revealing question we ask: "On a scale of one to ten, how would you rate them, and what would make it a ten?"</p></blockquote>
<h2>Be consistent and lawful</h2>
<p>Use the same script for every candidate for a role, get the candidate's consent before calling, and keep notes factual. Avoid questions about health, family or anything unrelated to the job.</p>
<h2>Use what you learn</h2>
<p>References are not only a pass or fail. What you hear about how someone likes to be managed is valuable for the first weeks of onboarding.</p>
<h2>Know when to stop</h2>
<p>Two or three well-run conversations usually tell you more than five rushed ones. If the references agree with each other and with your interviews, move quickly; good candidates rarely wait long for an offer.</p>
<p>Every candidate we present for <a href="/services#direct-hire">direct hire</a> comes with at least two structured references. <a href="/contact">Ask us</a> how we run them.</p>`,
  },
  {
    title: "Setting Up a Productive Home Office for Virtual Staff",
    slug: "setting-up-a-productive-home-office-for-virtual-staff",
    excerpt:
      "Reliable internet, the right equipment and secure access decide whether a virtual hire succeeds. A checklist for employers and their remote staff.",
    category: "Remote Work",
    tags: ["Virtual Staff", "Home Office", "Security"],
    featuredImage: "/media/blog/setting-up-a-productive-home-office-for-virtual-staff.webp",
    isPublished: true,
    publishedAt: "2026-08-11T14:00:00.000Z",
    content: `<p>When a virtual placement struggles, the cause is often practical rather than personal: a weak connection, a shared laptop, a noisy room. We check every virtual candidate's setup before they start. Here is the checklist we use, and what employers should provide.</p>
<h2>Connectivity</h2>
<ul>
<li>A wired or strong Wi-Fi connection with at least 25 Mbps down and 5 Mbps up.</li>
<li>A backup option, such as a mobile hotspot, for outages.</li>
<li>A tested headset for calls; built-in laptop microphones rarely meet customer-facing standards.</li>
</ul>
<h2>Equipment</h2>
<p>Employers should decide early who provides what. A dedicated work computer is the safest choice for roles that handle customer or financial data. A second monitor pays for itself within weeks for anyone working with spreadsheets or several systems at once.</p>
<h2>Security</h2>
<p>Remote work should not mean weaker security. The basics:</p>
<ol>
<li>Individual accounts with multi-factor authentication for every system.</li>
<li>Disk encryption and automatic updates on work devices.</li>
<li>Access limited to what the role needs, reviewed every quarter.</li>
<li>A clear process for reporting a lost device or suspicious e-mail.</li>
</ol>
<blockquote><p>Shared logins are the most common security gap we find when taking over an existing remote team. Fix that first.</p></blockquote>
<h2>The workspace</h2>
<p>A quiet, private space matters for calls and for confidentiality. For roles that handle personal information, a door that closes is not a luxury. Good lighting and a proper chair sound minor, but they affect how long someone can work well.</p>
<h2>Ergonomics</h2>
<p>An adjustable chair, a screen at eye level and a keyboard at elbow height prevent the aches that slowly erode productivity. Employers who offer a small home-office allowance for these items find it is one of the cheapest retention measures available, and remote staff remember who paid for their chair.</p>
<h2>Routines</h2>
<p>Regular working hours, a visible status in the team chat and a short daily check-in help virtual staff feel part of the team and help managers trust the arrangement.</p>
<h2>How we help</h2>
<p>Our <a href="/services#virtual-staffing">virtual staffing</a> service includes a connectivity and equipment check, security onboarding and a replacement if anything goes wrong, so your new team member is ready from the first hour.</p>`,
  },
  {
    title: "AI in Recruitment: Where It Helps and Where It Does Not",
    slug: "ai-in-recruitment-where-it-helps-and-where-it-does-not",
    excerpt:
      "AI tools can draft postings, schedule interviews and summarise resumes. Decisions about people still need human judgement and careful checks for bias.",
    category: "Technology",
    tags: ["Artificial Intelligence", "Recruitment", "Fair Hiring"],
    featuredImage: "/media/blog/ai-in-recruitment-where-it-helps-and-where-it-does-not.webp",
    isPublished: true,
    publishedAt: "2026-10-06T14:00:00.000Z",
    content: `<p>AI has moved from demos into everyday recruiting tools. Used well, it takes hours of administrative work off recruiters' plates. Used carelessly, it can repeat old biases at scale and expose employers to legal risk. Here is how we draw the line.</p>
<h2>Where AI helps</h2>
<ul>
<li><strong>Drafting:</strong> first drafts of job postings, outreach messages and interview guides, edited by a person.</li>
<li><strong>Scheduling:</strong> finding interview slots across several calendars.</li>
<li><strong>Summarising:</strong> turning long resumes and interview notes into consistent summaries.</li>
<li><strong>Answering routine questions:</strong> explaining the process, benefits and next steps to candidates at any hour.</li>
</ul>
<h2>Where it does not</h2>
<p>Ranking or rejecting candidates automatically is where the risk lies. Models trained on past hiring decisions learn past preferences, including unfair ones. A tool that quietly prefers certain schools, postal codes or career paths can discriminate without anyone intending it.</p>
<blockquote><p>If you cannot explain why a candidate was rejected, you should not be rejecting them that way.</p></blockquote>
<h2>Questions to ask a vendor</h2>
<ol>
<li>What data was the model trained on, and how is it tested for bias?</li>
<li>Can a recruiter see why a candidate was scored the way they were?</li>
<li>Where is candidate data stored, and for how long?</li>
<li>Can candidates ask for a human review?</li>
</ol>
<h2>Test before you trust</h2>
<p>Before adopting a tool, run it alongside your current process for a few weeks. Compare its recommendations with the decisions your recruiters made and look closely at the disagreements. Check outcomes by gender, age and other groups where you can do so lawfully, and repeat the check whenever the vendor updates the model.</p>
<h2>Keep people accountable</h2>
<p>Decide in writing which steps AI may assist with and which decisions stay with a named person. Tell candidates when AI is used in the process; many jurisdictions now require it.</p>
<h2>Our approach</h2>
<p>Our recruiters use AI for drafting and administration so they can spend more time talking to candidates. Every shortlist we send for a <a href="/services#direct-hire">direct-hire search</a> is built and checked by a person who has spoken to each candidate.</p>`,
  },
  {
    title: "How to Measure the Real Cost of a Bad Hire",
    slug: "how-to-measure-the-real-cost-of-a-bad-hire",
    excerpt:
      "A hire who leaves or underperforms costs far more than salary. A simple way to put a number on it, and the process changes that bring it down.",
    category: "Best Practices",
    tags: ["Cost of Hiring", "Retention", "Hiring Metrics"],
    featuredImage: "/media/blog/how-to-measure-the-real-cost-of-a-bad-hire.webp",
    isPublished: true,
    publishedAt: "2026-11-10T14:00:00.000Z",
    content: `<p>Everyone agrees that a bad hire is expensive, but few employers put a number on it. Without a number, it is hard to justify spending more time or money on getting hiring right. Here is a simple way to estimate the cost in your own business.</p>
<h2>The visible costs</h2>
<ul>
<li>Recruiting: advertising, agency fees and the hours spent interviewing.</li>
<li>Salary and benefits paid while the person was not productive.</li>
<li>Training and equipment.</li>
<li>Severance or notice pay if the employment ends.</li>
</ul>
<h2>The hidden costs</h2>
<p>These are usually larger. Colleagues cover the gap and redo work. Managers spend hours on performance conversations. Customers notice mistakes. And the role stays effectively vacant for months, first while the problem is recognised and then while a replacement is found.</p>
<table>
<thead><tr><th>Item</th><th>Example for a $60,000 role</th></tr></thead>
<tbody>
<tr><td>Recruiting the first time</td><td>$6,000</td></tr>
<tr><td>Salary during six unproductive months</td><td>$30,000</td></tr>
<tr><td>Manager and team time</td><td>$8,000</td></tr>
<tr><td>Recruiting the replacement</td><td>$6,000</td></tr>
</tbody>
</table>
<p>Even this rough estimate reaches $50,000, before counting lost customers or lower team morale.</p>
<h2>Where bad hires come from</h2>
<p>In our experience, three causes dominate: an unclear role, an unstructured interview that rewards confidence over ability, and pressure to fill the seat quickly.</p>
<blockquote><p>A week spent defining the role saves months spent managing the wrong person in it.</p></blockquote>
<h2>Track it over time</h2>
<p>Count how many hires each year leave or are let go within their first year, and estimate the cost of each with the table above. Review the causes with the hiring managers involved. Patterns appear quickly: a role that keeps failing usually has a description or an interview problem, not a candidate problem.</p>
<h2>Bringing the cost down</h2>
<ol>
<li>Write down what success looks like at 90 days before you advertise.</li>
<li>Use structured interviews and a short work sample.</li>
<li>Check references properly.</li>
<li>Consider a temporary-to-permanent arrangement for hard-to-judge roles.</li>
</ol>
<p>Our <a href="/services#direct-hire">direct hires</a> carry a 90-day replacement guarantee, which puts part of that risk on us. <a href="/contact">Talk to us</a> about your next hire.</p>`,
  },
  {
    title: "Choosing a Payroll Platform for a Growing Team",
    slug: "choosing-a-payroll-platform-for-a-growing-team",
    excerpt:
      "When spreadsheets stop working for payroll, the choice of platform matters. The features, integrations and questions to compare before you commit.",
    category: "Technology",
    tags: ["Payroll", "HR Technology", "Small Business"],
    featuredImage: "/media/blog/choosing-a-payroll-platform-for-a-growing-team.webp",
    isPublished: false,
    publishedAt: null,
    content: `<p>Most small employers run payroll on a spreadsheet and a calendar reminder until the day it stops working. That day usually comes when the team passes ten or fifteen people, when hourly and salaried staff are mixed, or when a second province enters the picture. Choosing the right platform at that point saves hours every pay period and protects you from costly remittance errors.</p>
<h2>Signs you have outgrown spreadsheets</h2>
<ul>
<li><strong>Manual re-keying:</strong> hours are copied from timesheets into a spreadsheet, then again into your bank.</li>
<li><strong>Late or estimated remittances:</strong> source deductions to the CRA are calculated by hand and paid close to the deadline.</li>
<li><strong>Records of Employment by hand:</strong> every departure means a scramble to complete an ROE correctly.</li>
<li><strong>One person holds the knowledge:</strong> if your payroll lead is away, nobody else can run a pay cycle.</li>
</ul>
<h2>Must-have features for Canadian payroll</h2>
<p>Any platform you shortlist should calculate federal and provincial deductions automatically, support your remittance frequency, file ROEs electronically and produce T4 slips at year end. If you employ people outside Alberta, confirm it handles every province you need, including vacation pay and statutory holiday rules that differ between jurisdictions.</p>
<h2>Integrations that remove double entry</h2>
<p>The biggest time saving comes from connecting payroll to the systems around it. Look for a direct import from your time-tracking tool, a sync to your accounting software, and employee self-service so staff can download pay stubs and update banking details themselves.</p>
<blockquote><p>A payroll platform is only as good as the data feeding it. Fix how hours are captured before you switch, or you will simply automate the same mistakes.</p></blockquote>
<h2>Questions to ask before you sign</h2>
<ol>
<li>Who answers the phone when a pay run fails the night before payday?</li>
<li>Can we export all historical records in a standard format if we leave?</li>
<li>How are per-employee and per-run fees calculated as we grow?</li>
<li>What access controls and audit logs are available?</li>
</ol>
<h2>A simple evaluation checklist</h2>
<p>We give clients a short plain-text checklist to score each vendor during demos:</p>
<pre><code>Payroll platform checklist
[ ] Remittance schedule supported (regular, quarterly, accelerated)
[ ] ROE filing built in
[ ] T4 and T4A generation at year end
[ ] Time-tracking import (no re-keying)
[ ] Accounting software sync
[ ] Employee self-service portal
[ ] Full data export on request
[ ] Named support contact</code></pre>
<h2>Plan for flexible workers too</h2>
<p>If you use temporary or contract staff through an agency, those workers are usually paid by the agency, not through your own payroll. That keeps your system simpler during busy seasons. Our <a href="/services#temporary-staffing">temporary staffing</a> team handles pay, deductions and ROEs for every placement, so you only receive one invoice. If you would like help mapping out your payroll and staffing setup, <a href="/contact">talk to us</a>.</p>`,
  },
];
