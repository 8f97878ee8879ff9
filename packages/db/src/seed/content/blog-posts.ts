// Demo blog articles for the Northbridge Staffing site: 12 published (two per category) and 2 drafts.

export interface SeedBlogPost {
  title: string;
  /** Matches ^[a-z0-9]+(?:-[a-z0-9]+)*$ */
  slug: string;
  /** One or two sentences, under 220 characters. */
  excerpt: string;
  /** Article HTML without the title (the page renders it as the h1). */
  content: string;
  category:
    | "Staffing Trends"
    | "HR Management"
    | "Industry Insights"
    | "Remote Work"
    | "Technology"
    | "Best Practices";
  tags: string[];
  /** Served from seed/media under /media. */
  featuredImage: string;
  isPublished: boolean;
  /** ISO date; null for drafts. */
  publishedAt: string | null;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    title: "How to Pilot a Virtual Team Before You Scale It",
    slug: "how-to-pilot-a-virtual-team-before-you-scale-it",
    excerpt:
      "A four-to-eight-week pilot with clear success measures is the safest way to find out whether virtual staffing suits your processes.",
    category: "Remote Work",
    tags: ["Virtual Staffing", "Remote Teams", "Process Documentation", "Pilot Projects"],
    featuredImage: "/media/blog/how-to-pilot-a-virtual-team-before-you-scale-it.webp",
    isPublished: true,
    publishedAt: "2026-01-20T14:00:00.000Z",
    content: `<p>Moving work to a virtual team can cut costs substantially and extend your working hours, but a rushed rollout is the most common reason it disappoints. A small, well-designed pilot answers the important questions before you commit: is the work documented well enough, can quality be maintained, and do the people on both sides know how to collaborate remotely?</p>
<h2>Choose the right process</h2>
<p>Good pilot candidates share four traits:</p>
<ul>
<li>The work is done entirely on a computer, and the systems it needs can be reached remotely.</li>
<li>Volume is steady enough to keep one or two people busy every day.</li>
<li>Output is easy to check: invoices entered, tickets resolved, appointments booked.</li>
<li>Someone in house understands the process well and has time to support the pilot.</li>
</ul>
<p>Avoid starting with the most complex or sensitive process you have. Pilot on something important enough to matter but simple enough to learn in a week.</p>
<h2>Define success before day one</h2>
<p>Agree three to five measures, and the targets that would justify scaling up. For example:</p>
<ol>
<li>Accuracy of at least 98% on a weekly sample of completed work.</li>
<li>Turnaround within the same service level as the in-house team.</li>
<li>No more than two hours a week of supervisor time after week three.</li>
<li>Cost per completed item compared with the current cost.</li>
</ol>
<h2>Document, then hand over</h2>
<p>Write the process down before the virtual team member starts: screenshots, decision rules and examples of the awkward cases. Recording a short video of someone doing the task is often faster than writing it out. The first version of the documentation will be rough; the pilot is how you improve it, and the result is useful even if you never scale up.</p>
<h2>Run it for long enough</h2>
<p>Plan for four to eight weeks. The first two weeks are learning; the real picture emerges in weeks three to six, once the new team member works at normal pace. Hold a fifteen-minute check-in every day during the first week, then twice a week after that.</p>
<blockquote><p>A pilot that ends after ten days measures the learning curve, not the model.</p></blockquote>
<h2>Review honestly</h2>
<p>At the end, compare the results with your targets and ask both sides what got in the way. Typical fixes include better system access, clearer escalation rules or adjusted working hours to give more overlap with the in-house team. If the measures were met, scale gradually, adding one process or one person at a time rather than moving a whole department at once.</p>
<h2>How we run pilots</h2>
<p>Our <a href="/services#virtual-staffing">virtual staffing</a> pilots usually start with one or two dedicated team members, deployed within 48 to 72 hours of agreeing the role. We help write the first process guide and report against the agreed measures every week. <a href="/contact">Tell us which process</a> you are considering, and we will suggest how to test it.</p>`,
  },
  {
    title: "Building an On-Demand Talent Bench for a Mid-Sized Business",
    slug: "building-an-on-demand-talent-bench",
    excerpt:
      "A pre-vetted bench of workers you can call on within days turns hiring panics into routine requests. Here is how mid-sized employers are building one.",
    category: "Staffing Trends",
    tags: ["Talent Bench", "Workforce Planning", "Temporary Staffing", "Contingent Workers"],
    featuredImage: "/media/blog/building-an-on-demand-talent-bench.webp",
    isPublished: true,
    publishedAt: "2026-02-03T14:00:00.000Z",
    content: `<p>Most mid-sized businesses hire reactively. Someone resigns, a contract lands or a peak arrives earlier than expected, and the scramble begins: a rushed posting, a stack of résumés, interviews squeezed between other work. A growing number of employers are replacing that scramble with a talent bench, a small, pre-vetted group of people who already know the business and can step in on short notice.</p>
<h2>What a talent bench is, and what it is not</h2>
<p>A bench is not a list of everyone who ever applied. It is a short roster, usually three to ten people per role family, who have been screened, have already worked a shift or a project with you, and have agreed to be contacted when work comes up. Some are former temporary workers, some are retirees or students who want occasional hours, and some are <a href="/services#virtual-staffing">virtual staff</a> who can add capacity remotely.</p>
<h2>Why it is gaining ground</h2>
<ul>
<li><strong>Speed.</strong> A bench worker who already has a badge, a login and a safety orientation can start in hours rather than weeks.</li>
<li><strong>Quality.</strong> You are drawing on people whose work you have seen, not on a résumé.</li>
<li><strong>Lower onboarding cost.</strong> Training is paid for once and reused every time the person returns.</li>
<li><strong>Loyalty.</strong> Temporary workers who are offered repeat work tend to say yes when you call.</li>
</ul>
<h2>How to build one in five steps</h2>
<ol>
<li><strong>Pick the roles that hurt most.</strong> Look at the last twelve months and list the positions where a vacancy cost you overtime, missed orders or customer complaints.</li>
<li><strong>Define the minimum ready state.</strong> For each role, write down what a bench worker must already have: certifications, system access, a completed orientation.</li>
<li><strong>Recruit deliberately.</strong> Ask supervisors to nominate the best temporary workers at the end of each assignment, and invite them to join the bench.</li>
<li><strong>Keep them warm.</strong> A short monthly message with upcoming dates, and a few paid shifts each quarter, keep skills and goodwill current.</li>
<li><strong>Review twice a year.</strong> Remove people who are no longer available and renew certifications before they lapse.</li>
</ol>
<h2>Who should manage the bench?</h2>
<p>Running a bench takes administration: availability tracking, payroll for irregular hours, compliance checks and regular contact. Many employers keep the relationship but hand the administration to a staffing partner, who employs the workers, runs payroll and fills gaps from a wider pool when the bench runs short. With <a href="/services#temporary-staffing">temporary staffing</a> from a partner, replacements typically arrive within 24 to 48 hours.</p>
<blockquote><p>The cheapest hire is the one you have already trained. A bench simply makes sure you can call that person again.</p></blockquote>
<h2>Getting started</h2>
<p>Start small: one role family, one site, five people. Measure how quickly you fill requests and how many hours of overtime you avoid over a quarter, then decide whether to extend the approach. If you would like help setting up the first roster, <a href="/contact">get in touch</a> and we will go through your last year of vacancies with you.</p>`,
  },
  {
    title: "Digital Timesheets for Contingent Workers: Getting Approvals Right",
    slug: "digital-timesheets-for-contingent-workers",
    excerpt:
      "Paper timesheets cause late pay, billing disputes and compliance gaps. How to move contingent workers to digital time capture and quick approvals.",
    category: "Technology",
    tags: ["Timesheets", "Payroll", "Automation", "Contingent Workers"],
    featuredImage: "/media/blog/digital-timesheets-for-contingent-workers.webp",
    isPublished: true,
    publishedAt: "2026-02-24T14:00:00.000Z",
    content: `<p>Ask site supervisors what they dislike most about working with temporary staff and a surprising number will say the timesheets. Paper forms go missing, hours are illegible, approvals wait in someone's inbox, and the result is late pay for workers and invoices that finance cannot reconcile. Moving to digital time capture solves most of these problems, provided the rollout is thought through.</p>
<h2>What good looks like</h2>
<p>A workable digital timesheet process has four parts:</p>
<ol>
<li><strong>Capture.</strong> Workers clock in and out on a phone app, a shared kiosk or a badge reader. Site-based kiosks or location checks confirm they were where they said they were.</li>
<li><strong>Review.</strong> The supervisor sees each day's hours with the exceptions highlighted: missed punches, unusually long shifts, unplanned overtime.</li>
<li><strong>Approval.</strong> The approver confirms the week with one action, ideally from a phone, before a fixed weekly cut-off.</li>
<li><strong>Export.</strong> Approved hours flow to payroll and to billing without anyone typing them again.</li>
</ol>
<h2>Rules to decide before you switch</h2>
<ul>
<li>How are breaks recorded: deducted automatically or punched by the worker?</li>
<li>How does rounding work? Rounding should not consistently favour the employer, so check local employment standards before you set a rule.</li>
<li>Who approves when the usual supervisor is away or on leave?</li>
<li>What happens when a worker forgets to punch out? Define the correction process and who may edit records.</li>
</ul>
<h2>Rolling it out</h2>
<p>Start with one site and one supervisor who is keen on the change. Run paper and digital side by side for two pay periods, compare the totals and fix the gaps. Then extend site by site. Train supervisors first: workers adopt a new app quickly, but approvers are the usual bottleneck.</p>
<h2>What to measure</h2>
<table>
<thead><tr><th>Measure</th><th>Why it matters</th></tr></thead>
<tbody>
<tr><td>Timesheets approved by the cut-off</td><td>Late approvals mean late pay and unhappy workers</td></tr>
<tr><td>Manual corrections per week</td><td>Shows where the capture method is failing</td></tr>
<tr><td>Invoice disputes per month</td><td>Should fall sharply once hours are agreed before billing</td></tr>
</tbody>
</table>
<blockquote><p>Paying people correctly and on time is the cheapest retention tool there is.</p></blockquote>
<h2>Let your staffing partner carry the load</h2>
<p>When you use <a href="/services#temporary-staffing">temporary staff</a> through Northbridge, workers record their hours digitally and supervisors approve them from a phone in a few seconds each week. We handle payroll, statutory deductions and the invoice that follows. If you are weighing options for your permanent staff as well, <a href="/contact">ask us</a> what we have learned from running time capture across hundreds of client sites.</p>`,
  },
  {
    title: "Structured Interviews: A Practical Guide for Hiring Managers",
    slug: "structured-interviews-a-practical-guide-for-hiring-managers",
    excerpt:
      "Structured interviews are fairer and far better at predicting job performance than free-form conversations. Here is how to design one in an afternoon.",
    category: "HR Management",
    tags: ["Interviewing", "Hiring Managers", "Fair Hiring", "Candidate Assessment"],
    featuredImage: "/media/blog/structured-interviews-a-practical-guide-for-hiring-managers.webp",
    isPublished: true,
    publishedAt: "2026-03-10T14:00:00.000Z",
    content: `<p>Most interviews are conversations. The hiring manager asks whatever comes to mind, the candidate who is most at ease does well, and the decision comes down to a feeling. Decades of research on selection methods point the same way: structured interviews, in which every candidate answers the same job-related questions and is scored against the same scale, predict performance far better than unstructured ones. They are also fairer and easier to defend.</p>
<h2>Step 1: Start from the job, not the résumé</h2>
<p>List the four to six things the person must do well in their first six months. For a dispatch coordinator that might be prioritising under pressure, clear communication with drivers, accurate data entry and handling complaints. Each of these becomes an area to assess.</p>
<h2>Step 2: Write questions for each area</h2>
<p>Use two kinds of question:</p>
<ul>
<li><strong>Past behaviour:</strong> "Tell me about a time you had more urgent requests than you could handle. What did you do first, and why?"</li>
<li><strong>Situational:</strong> "A driver calls to say a delivery will be two hours late, and the customer has already complained twice. Walk me through your next ten minutes."</li>
</ul>
<p>Write one or two questions per area and ask them in the same order of every candidate. Follow-up prompts are fine, as long as everyone gets the same prompts.</p>
<h2>Step 3: Build a scoring guide</h2>
<p>For each question, describe what a weak, an acceptable and a strong answer look like before the first interview. A simple scale from 1 to 5 works. Anchoring the scale in advance is what stops interviewers from rating the candidate they liked rather than the answer they heard.</p>
<h2>Step 4: Score independently, then discuss</h2>
<p>If more than one person interviews, each should score alone and submit their scores before any discussion. Then compare. Large differences usually mean that the scoring guide is unclear or that one interviewer heard something the others missed; both are worth talking through.</p>
<h2>Step 5: Keep notes you can share</h2>
<p>Record what the candidate said, not your impression of them. A note such as "re-sequenced routes after a vehicle breakdown and called the customer before they called in" is useful; "seemed confident" is not. Good notes also protect you if a hiring decision is ever challenged.</p>
<h2>"Won't it feel robotic?"</h2>
<blockquote><p>In our experience, candidates describe structured interviews as fair, especially when the format is explained at the start.</p></blockquote>
<p>Structure does not forbid warmth. Open with a few minutes of conversation, explain how the interview will run, and leave time at the end for the candidate's own questions. Those parts are simply not scored.</p>
<h2>Where we can help</h2>
<p>For every <a href="/services#direct-hire">direct hire search</a> we run, we agree the assessment areas and the scoring guide with the hiring manager before the first interview, so shortlisted candidates arrive already assessed against the same standard. <a href="/contact">Ask us</a> for a sample interview guide for your role.</p>`,
  },
  {
    title: "Staffing Manufacturing Plants Through Shutdowns and Shift Changes",
    slug: "staffing-manufacturing-plants-through-shutdowns-and-shift-changes",
    excerpt:
      "Maintenance shutdowns and new shift patterns can double labour demand for weeks. How manufacturers add flexible crews without compromising safety.",
    category: "Industry Insights",
    tags: ["Manufacturing", "Shift Work", "Workplace Safety", "Temporary Staffing"],
    featuredImage: "/media/blog/staffing-manufacturing-plants-through-shutdowns-and-shift-changes.webp",
    isPublished: true,
    publishedAt: "2026-04-21T14:00:00.000Z",
    content: `<p>Manufacturing plants run on predictable rhythms, until they do not. A planned maintenance shutdown, a new product line or a move from two shifts to three can double labour demand for a few weeks. Plants that handle these moments well treat them as staffing projects with their own plan, budget and safety rules.</p>
<h2>Planned shutdowns</h2>
<p>Annual or semi-annual shutdowns bring more people on site than at any other time of year: contractors, millwrights, cleaners, material handlers and extra supervisors. The work is compressed, often runs around the clock, and mixes people who have never set foot in the plant with people who know every valve.</p>
<p>What works:</p>
<ol>
<li><strong>Book labour early.</strong> Confirm headcount by trade six to eight weeks before the shutdown, while skilled people still have open calendars.</li>
<li><strong>Orient before day one.</strong> Run site orientation, lockout and tagout rules and permit procedures in the week before, not on the first morning.</li>
<li><strong>Pair newcomers with regulars.</strong> Every temporary crew member should have a named contact who knows the plant.</li>
<li><strong>Plan demobilisation.</strong> Schedule when each crew leaves, so you are not paying for idle hands on the final days.</li>
</ol>
<h2>Shift pattern changes</h2>
<p>Adding a shift is rarely just a matter of hiring more people. Night shifts need leads who can make decisions without a manager nearby, maintenance cover and someone who can handle quality holds. A common approach is to staff the new shift with a core of experienced permanent employees who volunteer to move, and to backfill their original positions with <a href="/services#temporary-staffing">temporary staff</a>. Newcomers then learn on the better-supervised day shift.</p>
<h2>Safety cannot be delegated</h2>
<p>Under occupational health and safety laws across Canada, host employers share responsibility for the safety of temporary workers on their sites. Before anyone starts, agree in writing with your staffing partner who provides:</p>
<ul>
<li>General safety training and any required certifications, such as WHMIS or forklift operation.</li>
<li>The site-specific hazard orientation.</li>
<li>Personal protective equipment, and who pays for it.</li>
<li>Incident reporting, including how quickly each party must be told.</li>
</ul>
<blockquote><p>A temporary worker should never be the only person on a line who does not know where the emergency stop is.</p></blockquote>
<h2>Measuring the result</h2>
<p>After each shutdown or shift change, review three numbers: days lost to incidents, output against plan, and the share of temporary workers you would happily invite back. The third number is the best early warning of whether your staffing partner understands your plant.</p>
<p>Northbridge has supplied production and maintenance support crews since 2009, with replacements typically on site within 24 to 48 hours. <a href="/contact">Talk to us</a> about your next shutdown.</p>`,
  },
  {
    title: "How to Brief a Staffing Agency So You Get the Right People",
    slug: "how-to-brief-a-staffing-agency",
    excerpt:
      "The candidates you receive are only as good as the brief you give. A checklist for writing a staffing request that gets results the first time.",
    category: "Best Practices",
    tags: ["Staffing Agency", "Job Briefs", "Hiring Process", "Working With Recruiters"],
    featuredImage: "/media/blog/how-to-brief-a-staffing-agency.webp",
    isPublished: true,
    publishedAt: "2026-05-12T14:00:00.000Z",
    content: `<p>When a placement goes wrong, the cause can often be traced back to the first phone call. The request said "warehouse associate, Monday, 7 a.m." and the agency sent someone who had never driven a reach truck, because nobody mentioned the reach truck. A good brief takes fifteen minutes and saves days of rework. Here is what to include.</p>
<h2>The essentials</h2>
<ul>
<li><strong>The actual work.</strong> Describe a typical shift or week in plain words. "Picking and packing small parts, about 200 orders a day, scanner-based" says more than a job title.</li>
<li><strong>Must-haves versus nice-to-haves.</strong> Be strict about the difference. Every extra must-have shrinks the pool and slows the search.</li>
<li><strong>Schedule and location.</strong> Exact hours, shift rotation, overtime expectations, and whether the site can be reached by public transit.</li>
<li><strong>Pay and duration.</strong> The rate or salary range, and how long the need will last. Candidates decide on these first.</li>
<li><strong>Start details.</strong> Where to arrive, who to ask for, what to bring and what to wear.</li>
</ul>
<h2>The details that separate good from great</h2>
<p>Tell your staffing partner about the team and the supervisor: the pace, the communication style, what tends to frustrate people. Share why the last person in the role left or did not work out. Mention anything unusual about the environment, such as cold storage, heavy lifting, loud machinery or constant customer contact. These facts let a recruiter screen for fit, not just for skills.</p>
<h2>Match the brief to the service</h2>
<table>
<thead><tr><th>Service</th><th>Extra information to include</th></tr></thead>
<tbody>
<tr><td><a href="/services#temporary-staffing">Temporary staffing</a></td><td>Site safety requirements, protective equipment, how hours are approved</td></tr>
<tr><td><a href="/services#virtual-staffing">Virtual staffing</a></td><td>Systems used, required overlap hours, security rules</td></tr>
<tr><td><a href="/services#direct-hire">Direct hire</a></td><td>Interview stages, decision makers, the growth path for the role</td></tr>
</tbody>
</table>
<h2>Be available in the first 48 hours</h2>
<p>The brief is the start of a conversation, not a form to submit and forget. Good recruiters will come back with questions, and sometimes with a suggestion to adjust the role or the rate to what the market will bear. Answer quickly: the best candidates will not wait.</p>
<blockquote><p>The more a recruiter understands about why a role exists, the better the shortlist.</p></blockquote>
<h2>Give feedback on every candidate</h2>
<p>Whether you accept or decline a candidate, say why in a sentence or two. "Quick on the scanner, but needed more confidence with customers" helps the recruiter adjust the next shortlist. Over a few placements, your partner builds a precise picture of who succeeds with you, and the first candidate sent is more and more often the right one.</p>
<h2>Ready to brief us?</h2>
<p>Send your request through our <a href="/contact">contact form</a> and a recruiter will respond within 24 hours to go through the details with you.</p>`,
  },
  {
    title: "Data Security Basics for Remote and Virtual Staff",
    slug: "data-security-basics-for-remote-and-virtual-staff",
    excerpt:
      "Remote work does not have to mean weaker security. The controls that protect customer data without slowing a distributed team down.",
    category: "Remote Work",
    tags: ["Remote Work", "Data Security", "Virtual Staffing", "Privacy"],
    featuredImage: "/media/blog/data-security-basics-for-remote-and-virtual-staff.webp",
    isPublished: true,
    publishedAt: "2026-06-09T14:00:00.000Z",
    content: `<p>When staff work from home or from another country, operations leads hear the same question from IT and legal: how do we keep customer data safe? The good news is that a handful of well-chosen controls cover most of the risk, and they apply equally to employees, contractors and virtual staff.</p>
<h2>Access: give the least that works</h2>
<ul>
<li><strong>Individual accounts only.</strong> Never share a login, even during a pilot. Shared accounts make it impossible to tell who did what.</li>
<li><strong>Multi-factor authentication everywhere.</strong> E-mail, the CRM, accounting software, file storage. An authenticator app or a hardware key is stronger than codes sent by text message.</li>
<li><strong>Role-based permissions.</strong> A virtual bookkeeper entering bills does not need to approve payments or export the customer list.</li>
<li><strong>Quarterly access reviews.</strong> List who can reach each system and remove anyone who no longer needs it.</li>
</ul>
<h2>Devices: managed, encrypted, updated</h2>
<p>Wherever possible, remote staff should work on company-managed devices with full-disk encryption, automatic updates and the ability to be wiped remotely. Where personal devices are unavoidable, use virtual desktops or browser-based applications so that data never sits on the local machine.</p>
<h2>Data: keep it in its systems</h2>
<p>Most leaks are not sophisticated attacks; they are spreadsheets e-mailed to personal accounts or files forgotten in a downloads folder. Set a clear rule that customer data stays in the system where it lives. Turn off bulk export for roles that do not need it, and block uploads to personal cloud storage where your tools allow it.</p>
<h2>People: train for the real threats</h2>
<p>Phishing and payment-redirection fraud target remote workers because they cannot lean over and ask a colleague. Train everyone to verify any request to change bank details or send money by calling a known number, never by replying to the e-mail. Short, regular reminders work better than one long annual course.</p>
<h2>Privacy law still applies</h2>
<p>Canadian privacy law, including PIPEDA and, for organisations in Alberta, the Personal Information Protection Act, holds you accountable for personal information even when a service provider handles it on your behalf. That means written agreements with your providers, safeguards suited to the sensitivity of the data, and telling customers when their information may be processed outside Canada.</p>
<blockquote><p>Security for remote teams is less about location and more about accounts, devices and habits.</p></blockquote>
<h2>How we set up virtual staff</h2>
<p>Every <a href="/services#virtual-staffing">virtual staff member</a> we place signs a confidentiality agreement, completes security awareness training and works under the access rules you set. We are glad to complete your vendor security questionnaire before the first placement. <a href="/contact">Contact us</a> to start the conversation.</p>`,
  },
  {
    title: "A Clean Offboarding Process That Protects Your Business",
    slug: "a-clean-offboarding-process-that-protects-your-business",
    excerpt:
      "Departures are inevitable; messy ones are not. A checklist for knowledge transfer, access, final pay and the exit conversation.",
    category: "HR Management",
    tags: ["Offboarding", "Employee Experience", "Data Security", "HR Compliance"],
    featuredImage: "/media/blog/a-clean-offboarding-process-that-protects-your-business.webp",
    isPublished: true,
    publishedAt: "2026-07-14T14:00:00.000Z",
    content: `<p>Companies spend weeks perfecting onboarding and then handle departures with a farewell e-mail and a reminder to return the laptop. Yet a poorly handled exit can leave accounts open, knowledge lost and a former employee telling everyone how they were treated. A repeatable offboarding process fixes all three.</p>
<h2>Start the moment notice is given</h2>
<p>As soon as someone resigns, or the end date of a temporary assignment is confirmed, open an offboarding checklist with a named owner. Most problems come from tasks that everyone assumed someone else would do.</p>
<h2>1. Knowledge transfer</h2>
<p>Ask the departing person to write a short handover document during their first week of notice, while they still have time and goodwill:</p>
<ul>
<li>Recurring tasks, how often they happen and where the instructions live.</li>
<li>Open work items and their status.</li>
<li>Key contacts inside and outside the company.</li>
<li>Shared accounts whose passwords must be changed (listed by name, never with the passwords themselves).</li>
</ul>
<p>Then schedule at least two working sessions in which they walk a colleague or their replacement through the most important tasks.</p>
<h2>2. Access and equipment</h2>
<p>Build the access list from your identity system, not from memory. On the last day, disable accounts, transfer ownership of files and shared mailboxes, deactivate building badges and collect equipment. For remote and <a href="/services#virtual-staffing">virtual staff</a>, send a prepaid return kit a week before the end date and wipe devices remotely where your management tools allow it.</p>
<h2>3. Final pay and documents</h2>
<p>Final pay rules vary by jurisdiction. In Alberta, for example, the Employment Standards Code sets deadlines for final earnings that depend on how the employment ended, and any vacation pay owed must be included. Confirm the rules where the employee works, issue the Record of Employment on time, and explain benefit continuation options in writing.</p>
<h2>4. The exit conversation</h2>
<p>Hold a short, private exit interview with someone other than the direct manager. Ask three questions: what made you start looking, what should we keep doing, and what would have made you stay? Record themes rather than names, and review them every quarter. Patterns in exit feedback are some of the cheapest retention data you can collect.</p>
<h2>5. Leave the door open</h2>
<p>Good people who leave on good terms come back, refer friends and sometimes become customers. Thank them openly, keep their personal contact details if they agree, and tell them they are welcome to return.</p>
<blockquote><p>How you treat people on their way out is what everyone who stays is watching.</p></blockquote>
<h2>Offboarding temporary and contract workers</h2>
<p>The same checklist applies when an assignment ends, just compressed into a few days. When workers come to you through a <a href="/services#temporary-staffing">temporary staffing</a> assignment with us, we handle final pay and records and share end-of-assignment feedback with you, so the best people can be invited back. <a href="/contact">Contact us</a> if you would like our offboarding checklist template.</p>`,
  },
  {
    title: "Retail Peak Season: A Twelve-Week Staffing Plan",
    slug: "retail-peak-season-a-twelve-week-staffing-plan",
    excerpt:
      "Holiday trading rewards the retailers who plan staffing well ahead. A week-by-week plan for store and e-commerce teams, counting back from your busiest week.",
    category: "Industry Insights",
    tags: ["Retail", "Seasonal Hiring", "Peak Season", "Customer Service"],
    featuredImage: "/media/blog/retail-peak-season-a-twelve-week-staffing-plan.webp",
    isPublished: true,
    publishedAt: "2026-09-15T14:00:00.000Z",
    content: `<p>For most retailers, the weeks between late November and the end of December decide the year. They are also the weeks when every other retailer, warehouse and courier is hiring from the same pool of people. The stores that staff well start early and work to a plan. Here is a twelve-week version you can adapt, counting back from your busiest week.</p>
<h2>Weeks 12 to 10: forecast and decide</h2>
<ul>
<li>Take last year's hourly traffic and transaction data by store and build a staffing curve for each week of the peak.</li>
<li>Decide how much of the gap you will fill with extra hours for existing staff, and how much with seasonal workers.</li>
<li>For e-commerce, forecast orders and customer contacts separately. Service queues often peak after sales do, when returns and "where is my order?" messages arrive.</li>
</ul>
<h2>Weeks 9 to 7: recruit</h2>
<p>Post roles or brief your staffing partner now. Be specific about availability: a seasonal worker who can only do weekday mornings is of little use if your gap is weekend evenings. Call last year's best seasonal staff first; they need the least training.</p>
<h2>Weeks 6 to 4: train</h2>
<p>Schedule short, practical training: the point-of-sale system, the returns policy, loss prevention basics and how to escalate an upset customer. Pair each new person with an experienced colleague for their first two shifts. Anyone answering customer messages remotely needs access to your order system and clear answers to the most common questions.</p>
<h2>Weeks 3 to 1: rehearse</h2>
<p>Put seasonal staff on real shifts during quieter days, so that by the peak they are no longer new. This is also the time to test the rota for your busiest day. Do you have enough keyholders, enough people trained on the tills and enough cover for breaks?</p>
<h2>Peak weeks: adjust daily</h2>
<p>Review sales and queue data every morning and move people accordingly. Keep a short list of on-call workers, or an arrangement with a <a href="/services#temporary-staffing">temporary staffing</a> partner who can supply extra hands within 24 to 48 hours, for the days that beat the forecast.</p>
<h2>After the peak</h2>
<p>Run a short debrief with store managers in January. Which days were understaffed? Which seasonal workers should be invited back, or offered a permanent role? Write it down while it is fresh.</p>
<blockquote><p>The best time to plan next year's peak is the second week of January, while everyone still remembers what went wrong.</p></blockquote>
<h2>Do not forget the online queue</h2>
<p>Many retailers now handle holiday customer service with <a href="/services#virtual-staffing">virtual support staff</a> who can cover extended hours across time zones. Virtual agents can be deployed within 48 to 72 hours, but the earlier they start, the better they know your products when the rush arrives. <a href="/contact">Contact us</a> to plan your season.</p>`,
  },
  {
    title: "Planning Your 2027 Hiring Budget: Five Questions to Answer This Fall",
    slug: "planning-your-2027-hiring-budget",
    excerpt:
      "Budget season is the time to decide which roles to hire permanently, which to flex and which to run remotely. Five questions to settle before the numbers are locked.",
    category: "Staffing Trends",
    tags: ["Hiring Budget", "Workforce Planning", "2027 Outlook", "Cost Control"],
    featuredImage: "/media/blog/planning-your-2027-hiring-budget.webp",
    isPublished: true,
    publishedAt: "2026-10-06T14:00:00.000Z",
    content: `<p>Every autumn, operations leads and finance teams sit down to set next year's headcount. Too often the hiring budget is last year's number plus a percentage. A better budget starts from the work that needs doing and then asks how each piece of that work should be staffed. These five questions will get you most of the way.</p>
<h2>1. Which work is steady, and which comes in waves?</h2>
<p>Pull twelve months of volume data: orders shipped, tickets handled, invoices processed, hours billed. Draw a line through the quiet months. Everything below that line is steady work and a good candidate for permanent staff. Everything above it is variable, and usually cheaper to cover with flexible staff than to hire for.</p>
<h2>2. What does a vacancy actually cost you?</h2>
<p>Budgets count salaries but rarely count the cost of an empty seat. Estimate it for your key roles: overtime paid to cover the gap, sales or output lost, and management time spent recruiting. A role that costs thousands of dollars a week while empty justifies a faster, better-supported search.</p>
<h2>3. Which roles could be done remotely?</h2>
<p>Look for work that happens entirely on a screen and follows documented steps: data entry, scheduling, bookkeeping support, customer service by e-mail and chat, research. These roles can often be filled by <a href="/services#virtual-staffing">dedicated virtual staff</a>, with savings of up to 60% compared with a local hire once salary, benefits, equipment and office space are counted.</p>
<h2>4. How long will each hire take?</h2>
<p>Timing matters as much as the total. If a permanent specialist takes two to four weeks to find through a <a href="/services#direct-hire">direct hire search</a>, plus a notice period, the search has to begin well before the start date you have pencilled in. Build the lead times into the plan:</p>
<table>
<thead><tr><th>Staffing route</th><th>Typical time to start</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Temporary staff</td><td>24 to 48 hours</td><td>Peaks, absences, short projects</td></tr>
<tr><td>Virtual staff</td><td>48 to 72 hours</td><td>Remote, process-driven work</td></tr>
<tr><td>Direct hire</td><td>2 to 4 weeks to an accepted offer, plus notice</td><td>Permanent, knowledge-heavy roles</td></tr>
</tbody>
</table>
<h2>5. What will you do if the plan is wrong?</h2>
<p>No forecast survives the year intact. Decide now what triggers a change: a sustained rise in volume, a lost contract, a key resignation. Agree in advance who can approve temporary cover and up to what amount, so nobody waits three weeks for a signature while the backlog grows.</p>
<h2>Put it on one page</h2>
<p>The output of this exercise should fit on a single page: permanent headcount by team, a flexible-staffing allowance by quarter, the roles you will run remotely and the dates each search must start. That page is easier to defend in a budget meeting than a spreadsheet of salaries, and much easier to adjust in the middle of the year.</p>
<p>If you would like a second pair of eyes on your 2027 plan, <a href="/contact">book a planning call</a> with our team.</p>`,
  },
  {
    title: "Video Interviews That Work: Setup, Structure and Etiquette",
    slug: "video-interviews-that-work",
    excerpt:
      "Video interviews save time for both sides, but only when they are run with the same care as meetings in person. A practical guide for interviewers.",
    category: "Technology",
    tags: ["Video Interviews", "Recruitment Technology", "Candidate Experience", "Remote Hiring"],
    featuredImage: "/media/blog/video-interviews-that-work.webp",
    isPublished: true,
    publishedAt: "2026-10-20T14:00:00.000Z",
    content: `<p>Video interviews have become the default first meeting for most roles, and for remote positions they are often the only meeting before an offer. Yet many interviewers still treat them as a lesser version of the real thing: a late start, a poor connection, a distracted manager reading e-mail. Candidates notice, and the best ones have other options. Here is how to run video interviews that give you a fair picture and leave candidates impressed.</p>
<h2>Before the call</h2>
<ul>
<li><strong>Send one clear invitation</strong> with the link, the time in the candidate's time zone, the names of everyone attending and how long it will last.</li>
<li><strong>Choose a platform that needs no account or download</strong> from the candidate. A link that opens in the browser is best.</li>
<li><strong>Test your own setup.</strong> Camera at eye level, light in front of you rather than behind, a headset with a microphone, notifications off.</li>
<li><strong>Have a backup.</strong> Tell the candidate which number you will call if the video fails.</li>
</ul>
<h2>During the call</h2>
<p>Join two minutes early. Start by introducing everyone and explaining the structure: how long it will take, what you will ask about and when they can ask their own questions. Use the same structured questions you would use in person, and note what the candidate says.</p>
<p>Allow for lag. Pause for a moment before responding so you do not talk over each other, and do not read a short silence as hesitation. Keep your own camera on throughout; asking candidates to be visible while you are not feels one-sided.</p>
<h2>Assessing fairly</h2>
<p>Video introduces new biases. A cramped room, a child in the background or an older laptop says nothing about someone's ability to do the job. Score the answers against your guide, not the setting. If you record interviews for colleagues to review, tell the candidate in advance, explain why, and say how long the recording will be kept.</p>
<blockquote><p>Judge the answer, not the bandwidth.</p></blockquote>
<h2>One-way video interviews</h2>
<p>Some employers use recorded, one-way interviews in which candidates answer preset questions on camera. They can help screen high-volume roles, but many strong candidates dislike them. If you use them, keep them short, with no more than three or four questions, allow a retake, and follow up quickly with a live conversation.</p>
<h2>After the call</h2>
<p>Thank the candidate in writing the same day and tell them when they will hear back. Then keep that promise. Silence after an interview is one of the most common complaints candidates have about employers.</p>
<h2>Interviewing remote candidates with us</h2>
<p>For <a href="/services#virtual-staffing">virtual staffing</a> and <a href="/services#direct-hire">direct hire</a> searches, we screen candidates on video first and share notes and structured scores with you, so your own interviews can focus on the finalists. <a href="/contact">Get in touch</a> to see a sample candidate report.</p>`,
  },
  {
    title: "Making Job Offers Candidates Accept",
    slug: "making-job-offers-candidates-accept",
    excerpt:
      "Losing a finalist at the offer stage wastes weeks of work. How to time, structure and present an offer so that the answer is yes.",
    category: "Best Practices",
    tags: ["Job Offers", "Candidate Experience", "Compensation", "Direct Hire"],
    featuredImage: "/media/blog/making-job-offers-candidates-accept.webp",
    isPublished: true,
    publishedAt: "2026-11-10T14:00:00.000Z",
    content: `<p>Few things in hiring are more frustrating than reaching the end of a search, choosing the right person and hearing "no". Declined offers usually come down to one of four causes: the offer came too late, the number surprised the candidate, a counter-offer won, or the candidate never fully understood the role. Each one is preventable.</p>
<h2>Talk about money early</h2>
<p>Share the salary range in the job posting or in the first conversation, and ask about the candidate's expectations at the same time. If there is a gap, you want to know in the first week, not after three interviews. Pay transparency rules are spreading across Canadian provinces and US states, and candidates increasingly expect a range wherever they apply.</p>
<h2>Move fast at the end</h2>
<p>The days between the final interview and the offer are where most candidates are lost. Agree in advance who approves the offer and what the limits are, so the decision can be made within 48 hours of the last interview. Call the candidate to make the offer, then send the written version the same day.</p>
<h2>Present the whole package</h2>
<p>Base salary is only part of the picture. Spell everything out in a one-page summary:</p>
<ul>
<li>Base pay and any bonus or commission, with realistic examples of what has actually been paid.</li>
<li>Benefits, and the date coverage starts.</li>
<li>Vacation, the working schedule and any flexible or remote work arrangement.</li>
<li>Training budget, equipment and the date of the first review.</li>
</ul>
<h2>Prepare for the counter-offer</h2>
<p>A strong candidate's current employer will often try to keep them. Ask directly during the process: "If your employer offered more money to stay, what would you do?" The answer tells you whether the move is about pay or about something else, such as growth, flexibility or a difficult manager. Remind the candidate of those reasons when you make the offer.</p>
<blockquote><p>Candidates accept offers for the reasons they started looking, not only for the salary.</p></blockquote>
<h2>Stay close until day one</h2>
<p>An accepted offer is not a start. A notice period of two weeks or more leaves room for second thoughts and competing offers. Keep in touch: send a welcome note from the future manager, share the first-week plan, invite them to a team lunch. Silence between acceptance and the start date is when candidates change their minds.</p>
<h2>Learn from every decline</h2>
<p>If a candidate does say no, ask why and write it down. A pattern of declines for the same reason, usually pay or speed, is a signal to adjust the next search rather than a run of bad luck.</p>
<p>Our <a href="/services#direct-hire">direct hire</a> team tests salary expectations and counter-offer risk at the first screening, and stays in touch with your new hire until they start. Most searches reach an accepted offer within two to four weeks. <a href="/contact">Start a search</a> with us.</p>`,
  },
  {
    title: "What Four-Day Week Trials Mean for Shift-Based Employers",
    slug: "what-four-day-week-trials-mean-for-shift-based-employers",
    excerpt:
      "Most four-day week pilots involved office teams. What employers running shifts, sites and customer queues can borrow from them.",
    category: "Staffing Trends",
    tags: ["Four-Day Week", "Shift Work", "Employee Wellbeing", "Scheduling"],
    featuredImage: "/media/blog/what-four-day-week-trials-mean-for-shift-based-employers.webp",
    isPublished: false,
    publishedAt: null,
    content: `<p>Four-day week trials have attracted a great deal of attention over the past few years. Most published pilots involved office-based teams that cut their hours while aiming to keep output steady, and many of the participating companies chose to continue afterwards. For employers whose work is tied to shifts, sites and customer queues, the question is different: what, if anything, can be borrowed?</p>
<h2>Compressed hours versus reduced hours</h2>
<p>Two quite different models share the same label. A compressed week keeps the same total hours in four longer days, for example four ten-hour shifts. A reduced week cuts total hours, often to around 32, while keeping pay the same. Compressed schedules are already common in manufacturing, healthcare and logistics; reduced-hour schedules remain rare outside offices.</p>
<h2>What shift-based employers can try</h2>
<ul>
<li><strong>Compressed rotations</strong> that give crews longer blocks of rest, where fatigue management and safety rules allow.</li>
<li><strong>Self-scheduling</strong> within agreed coverage limits, which many workers value as much as an extra day off.</li>
<li><strong>Protected time off</strong> after peak periods, planned in advance rather than granted whenever things happen to be quiet.</li>
</ul>
<h2>The coverage question</h2>
<p>Any change to working patterns has to keep the lines running and the phones answered. That usually means a small increase in headcount, or a flexible layer of <a href="/services#temporary-staffing">temporary staff</a> to cover the gaps a new rota creates. Model the coverage before announcing anything, and check the hours-of-work rules in your province: longer shifts can trigger daily overtime unless a compressed work week arrangement is properly in place.</p>
<h2>Ask the people doing the work</h2>
<p>Before designing anything, ask your crews what they would value most. Longer weekends, predictable schedules, fewer night shifts in a row and easier shift swaps come up far more often than shorter hours. Sometimes the cheapest improvement is simply publishing rotas further in advance.</p>
<h2>Start with a trial</h2>
<p>If you want to experiment, pick one team, set measures for output, absence, safety incidents and turnover, and run the trial for at least three months. Share the results with everyone involved, whichever way they fall, and decide together whether to extend, adjust or stop.</p>
<p>If you are considering a new schedule and want to understand its staffing implications first, <a href="/contact">talk to our consultants</a>.</p>`,
  },
  {
    title: "Choosing Skills Assessment Tools for High-Volume Hiring",
    slug: "choosing-skills-assessment-tools-for-high-volume-hiring",
    excerpt:
      "Online assessments can shorten high-volume hiring, or quietly screen out good people. What to check before you buy one.",
    category: "Technology",
    tags: ["Skills Assessment", "Recruitment Technology", "High-Volume Hiring", "Fair Hiring"],
    featuredImage: "/media/blog/choosing-skills-assessment-tools-for-high-volume-hiring.webp",
    isPublished: false,
    publishedAt: null,
    content: `<p>When a single job posting attracts several hundred applicants, reading every résumé stops being realistic. Online skills assessments promise to help: candidates complete a short test, the system ranks them, and recruiters start with the highest scorers. Used well, they save time and can widen the pool by looking past credentials. Used carelessly, they screen out capable people and frustrate everyone else.</p>
<h2>Test the job, not general cleverness</h2>
<p>The most useful assessments look like the work itself: a typing and data-accuracy test for a data entry role, a simulated customer chat for a support role, a short spreadsheet task for an accounts assistant. Generic personality or reasoning tests are harder to link to performance in a specific job, and harder to explain to candidates.</p>
<h2>Questions to ask vendors</h2>
<ol>
<li>What evidence shows that scores relate to performance in roles like ours?</li>
<li>Have you checked whether different groups of candidates score differently, and what did you find?</li>
<li>How long does the assessment take? Anything over 30 minutes at the first stage will lose applicants.</li>
<li>Does it work on a phone, and is it accessible to candidates who use screen readers?</li>
<li>Where is candidate data stored, who can see it and how long is it kept?</li>
</ol>
<h2>Keep a human in the loop</h2>
<p>Use scores to decide whom to speak with first, not to reject people automatically without review. Look at a sample of low scorers from time to time; if several look strong on paper, the assessment or the cut-off may need adjusting. Offer an alternative format or extra time to candidates who need it.</p>
<h2>Tell candidates what to expect</h2>
<p>Explain in the invitation what the assessment measures, how long it takes and how the results will be used. Candidates who understand why they are being tested complete it more often and are less likely to drop out later in the process.</p>
<h2>Pilot before you commit</h2>
<p>Run the assessment alongside your current process for one or two hiring rounds. Compare whom it would have screened in and out with the people you actually hired, and how they have performed since. That comparison is worth more than any vendor brochure.</p>
<h2>Our approach</h2>
<p>For high-volume <a href="/services#temporary-staffing">temporary</a> and <a href="/services#virtual-staffing">virtual</a> roles, we use short, job-based work samples and review the results by hand before anyone is turned away. <a href="/contact">Contact us</a> to discuss how we screen candidates for your roles.</p>`,
  },
];
