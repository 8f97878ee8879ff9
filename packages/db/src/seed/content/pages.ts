// Demo CMS pages for the Northbridge Staffing site: the footer's resource and legal pages, plus one draft.

export interface SeedPage {
  title: string;
  slug: string;
  /** Page HTML without the title (the page renders it as the h1). */
  content: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
}

export const seedPages: SeedPage[] = [
  {
    title: "Frequently Asked Questions",
    slug: "faq",
    metaTitle: "FAQ | Northbridge Staffing",
    metaDescription:
      "Answers to common questions about virtual staffing, temporary staffing, direct hire, pricing, response times and how Northbridge Staffing works with clients.",
    isPublished: true,
    content: `<p>These are the questions we hear most often from hiring managers and operations leads. If yours is not here, <a href="/contact">send us a message</a> and we will reply within 24 hours.</p>
<h2>About our services</h2>
<h3>What services does Northbridge Staffing offer?</h3>
<p>We provide <a href="/services#virtual-staffing">virtual staffing</a>, <a href="/services#temporary-staffing">temporary staffing</a> and <a href="/services#direct-hire">direct hire</a> recruitment, as well as project management support and HR consulting. Many clients combine several services, for example a permanent core team with temporary cover for peaks.</p>
<h3>Where do you operate?</h3>
<p>Our head office is in Edmonton, Alberta. Since 2009 we have worked with more than 500 clients and completed over 10,000 placements, with virtual staff and clients in more than 50 countries.</p>
<h2>Temporary staffing</h2>
<h3>How quickly can you supply temporary workers?</h3>
<p>For most roles we can have screened workers on site within 24 to 48 hours of a confirmed request. Specialised roles, or large crews of more than a few dozen people, may need a little more notice.</p>
<h3>Who employs the temporary workers?</h3>
<p>We do. Northbridge handles recruitment, payroll, statutory deductions and workers' compensation coverage. You direct the day-to-day work and provide the site-specific safety orientation.</p>
<h2>Virtual staffing</h2>
<h3>What is virtual staffing, and how much can we save?</h3>
<p>Virtual staff are dedicated remote professionals who work as part of your team, in your systems and on your schedule, for tasks such as customer support, bookkeeping, data entry and scheduling. Clients typically save up to 60% compared with an equivalent local hire once salary, benefits, equipment and office space are counted. New virtual team members are usually deployed within 48 to 72 hours.</p>
<h3>How do you protect our data?</h3>
<p>Every virtual staff member signs a confidentiality agreement and completes security awareness training. They work with individual accounts under the access rules you set, and we will complete your vendor security questionnaire before the first placement.</p>
<h2>Direct hire</h2>
<h3>How long does a direct hire search take?</h3>
<p>Most searches reach a shortlist and an accepted offer within two to four weeks. Senior or highly specialised roles can take longer, and we will tell you at the outset if we expect that.</p>
<h3>What happens if a new hire does not work out?</h3>
<p>Every direct hire placement includes a replacement guarantee. If the person leaves or is let go within the guarantee period set out in your agreement, we search again at no additional fee.</p>
<h2>Working with us</h2>
<h3>How is pricing set?</h3>
<p>Pricing depends on the role, the hours, the duration and the service. Temporary and virtual staff are billed at an hourly or monthly rate; direct hire is a one-time fee on placement. Ask for a quote and you will have a written proposal with no hidden charges.</p>
<h3>How fast will you respond, and what support do you offer?</h3>
<p>We respond to every inquiry within 24 hours. Active clients and placed workers can reach our support team 24/7 at support@northbridgestaffing.com or +1 (800) 555-0199.</p>`,
  },
  {
    title: "Privacy Policy",
    slug: "privacy",
    metaTitle: "Privacy Policy | Northbridge Staffing",
    metaDescription:
      "How Northbridge Staffing collects, uses and protects personal information under PIPEDA and Alberta's Personal Information Protection Act (PIPA).",
    isPublished: true,
    content: `<p><strong>Last updated: November 2026</strong></p>
<p>Northbridge Staffing ("we", "us") respects your privacy. This policy explains what personal information we collect through this website and our staffing services, why we collect it, and the choices you have. We are based in Edmonton, Alberta, and we handle personal information in accordance with Alberta's <strong>Personal Information Protection Act (PIPA)</strong> and, where it applies, the federal <strong>Personal Information Protection and Electronic Documents Act (PIPEDA)</strong>.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Inquiries:</strong> when you use our inquiry form, we collect your name, business e-mail address, company, the service you are interested in and your message.</li>
<li><strong>Candidates and workers:</strong> when you apply for work through us, we collect the information in your résumé and application, interview notes, references you authorise us to contact, and the details needed to pay you.</li>
<li><strong>Clients:</strong> names and business contact details of the people we work with at client organisations.</li>
<li><strong>Technical information:</strong> our servers keep standard logs, such as IP address, browser type and pages requested, to keep the site secure and working. We do not use advertising or analytics trackers.</li>
</ul>
<h2>How we use it</h2>
<p>We use personal information to respond to inquiries, provide and improve our staffing services, match candidates with suitable work, run payroll, meet our legal obligations and protect the security of our systems. We do not sell personal information, and we do not use it for purposes other than those described here without your consent, unless the law requires or permits it.</p>
<h2>Consent</h2>
<p>By submitting an inquiry or application, you consent to our use of your information for the purpose it was provided. Candidates' details are shared with a prospective employer only with the candidate's agreement. You may withdraw consent at any time, subject to legal or contractual restrictions, by contacting us.</p>
<h2>Sharing and service providers</h2>
<p>We share personal information with service providers who host our website, deliver e-mail and process payroll on our behalf. They may use it only to provide those services and must protect it. Some providers may store or process information outside Canada, including in the United States, where it may be accessible to authorities under the laws of that country. You may ask us for information about our practices regarding service providers outside Canada.</p>
<h2>Retention and safeguards</h2>
<p>We keep personal information only as long as needed for the purpose it was collected or as required by law; inquiries that do not lead to a business relationship are deleted within 24 months. We protect information with administrative, technical and physical safeguards appropriate to its sensitivity, including access controls, encryption in transit and staff training.</p>
<h2>Your rights</h2>
<p>You may ask to see the personal information we hold about you, ask how it has been used and disclosed, and ask us to correct it if it is inaccurate. We will respond within the time limits set by law, normally 45 days under PIPA and 30 days under PIPEDA.</p>
<h2>Questions and complaints</h2>
<p>Please contact our Privacy Officer first:</p>
<ul>
<li>By e-mail: info@northbridgestaffing.com (subject line "Privacy Officer")</li>
<li>By mail: Privacy Officer, Northbridge Staffing, 10180 101 Street NW, Suite 1500, Edmonton, Alberta T5J 3S4, Canada</li>
<li>By phone: +1 (780) 555-0142</li>
</ul>
<p>If you are not satisfied with our response, you may contact the Office of the Information and Privacy Commissioner of Alberta or the Office of the Privacy Commissioner of Canada.</p>
<p>For information about cookies and browser storage, see our <a href="/cookies">Cookie Policy</a>.</p>`,
  },
  {
    title: "Terms of Service",
    slug: "terms",
    metaTitle: "Terms of Service | Northbridge Staffing",
    metaDescription:
      "The terms that apply to your use of the Northbridge Staffing website, its content and the inquiry form. Governed by the laws of Alberta, Canada.",
    isPublished: true,
    content: `<p><strong>Last updated: November 2026</strong></p>
<p>These terms apply to your use of the Northbridge Staffing website. By using the site you agree to them. If you do not agree, please do not use the site.</p>
<h2>About this website</h2>
<p>This website provides information about the staffing and consulting services of Northbridge Staffing, headquartered at 10180 101 Street NW, Suite 1500, Edmonton, Alberta T5J 3S4, Canada. Information on the site is general in nature and does not constitute legal, tax or employment advice.</p>
<h2>Our services are governed by separate agreements</h2>
<p>Nothing on this website is an offer of employment or a binding offer of services. Virtual staffing, temporary staffing, direct hire, project management and HR consulting are provided under a written agreement between Northbridge Staffing and the client. If that agreement conflicts with these terms, the agreement prevails.</p>
<h2>Acceptable use</h2>
<p>You agree not to:</p>
<ul>
<li>use the site for any unlawful purpose or to submit false or misleading information;</li>
<li>send unsolicited advertising or automated submissions through the inquiry form;</li>
<li>attempt to gain unauthorised access to the site, its administration area or its underlying systems;</li>
<li>interfere with the operation of the site, including by overloading it or introducing malicious code;</li>
<li>copy or scrape content in bulk for republication.</li>
</ul>
<h2>Intellectual property</h2>
<p>The text, graphics, logos and other content on this site belong to Northbridge Staffing or its licensors and are protected by copyright and trademark law. You may view and print pages for your own business use, and share links to them. Any other use requires our written permission.</p>
<h2>Figures and statistics</h2>
<p>Figures such as client numbers, placements, response times, deployment times and potential cost savings describe our typical experience at the time of publication. Actual results depend on the role, location and circumstances of each engagement and are not guaranteed unless set out in a written agreement.</p>
<h2>Links to other websites</h2>
<p>The site may link to websites operated by others. We are not responsible for their content or their privacy practices.</p>
<h2>Disclaimer and limitation of liability</h2>
<p>The site is provided "as is". We work to keep it accurate and available but do not guarantee that it will be error-free or uninterrupted. To the extent permitted by law, Northbridge Staffing is not liable for any indirect or consequential loss arising from your use of the site or reliance on its content.</p>
<h2>Privacy</h2>
<p>Our handling of personal information is described in our <a href="/privacy">Privacy Policy</a>, and our use of cookies in our <a href="/cookies">Cookie Policy</a>.</p>
<h2>Changes</h2>
<p>We may update these terms from time to time. The version published on this page applies from the date shown above.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there, and the courts of Alberta have jurisdiction over any dispute about them. Questions about these terms can be sent to info@northbridgestaffing.com or through our <a href="/contact">contact page</a>.</p>`,
  },
  {
    title: "Cookie Policy",
    slug: "cookies",
    metaTitle: "Cookie Policy | Northbridge Staffing",
    metaDescription:
      "Our website sets no tracking, analytics or advertising cookies. Read about the one strictly necessary admin cookie and the browser storage used for staff sign-in.",
    isPublished: true,
    content: `<p><strong>Last updated: November 2026</strong></p>
<p>The short version: visitors to this website receive no tracking, analytics or advertising cookies from us, and you do not need to accept anything to read the site or send an inquiry. That is why you will not see a cookie banner here.</p>
<h2>What cookies and local storage are</h2>
<p>A cookie is a small piece of text that a website asks your browser to keep and send back on later visits. Local storage is a similar feature of your browser: a website can save small amounts of data on your device, but the data is read only by that website's own pages and is not sent to the server automatically.</p>
<h2>What we use</h2>
<p>Only members of our own staff who sign in to the website's administration panel have anything stored in their browser:</p>
<ul>
<li><strong>Admin sidebar state (strictly necessary cookie).</strong> Remembers whether the administration panel's sidebar is expanded or collapsed. It lasts 7 days, contains no personal information and is never set on public pages.</li>
<li><strong>Admin sign-in (local storage).</strong> Keeps an authorised staff member signed in to the administration panel until they sign out or the session expires. It is used only to authenticate requests to our own server.</li>
</ul>
<p>Public pages, including the blog and the inquiry form, set neither of these.</p>
<h2>What we do not use</h2>
<ul>
<li>No analytics or statistics cookies.</li>
<li>No advertising, retargeting or tracking cookies.</li>
<li>No third-party social media trackers. The share buttons on blog posts are plain links: nothing is sent to a social network unless you click one, and what happens then is governed by that network's own policies.</li>
</ul>
<h2>Managing cookies and storage</h2>
<p>Every modern browser lets you view and delete cookies and local storage in its privacy or site settings, and block them if you wish. Deleting the admin sidebar cookie only resets the sidebar to its default layout; deleting the sign-in data signs a staff member out of the administration panel. Blocking them has no effect on the public website.</p>
<h2>Changes to this policy</h2>
<p>If we ever introduce a cookie that is not strictly necessary, we will update this page before doing so and ask for your consent where the law requires it. Questions are welcome through our <a href="/contact">contact page</a> or at support@northbridgestaffing.com. For more about how we handle personal information, see our <a href="/privacy">Privacy Policy</a>.</p>`,
  },
  {
    title: "Case Studies",
    slug: "resources/case-studies",
    metaTitle: "Case Studies | Northbridge Staffing",
    metaDescription:
      "How logistics, professional services and healthcare technology clients used temporary, virtual and direct hire staffing from Northbridge to meet their goals.",
    isPublished: true,
    content: `<p>Every client's situation is different, but the problems they bring us tend to rhyme: a peak that outgrows the team, costs that have crept up, or a critical role that has stayed empty too long. These three engagements show how we approached each. Client names are withheld at their request.</p>
<h2>Regional logistics operator: a peak season without the overtime</h2>
<p><strong>The challenge.</strong> A third-party logistics company with two warehouses near Edmonton had won a new retail contract that roughly doubled its volume from October to January. The previous year it had relied on overtime and last-minute hiring, and had missed delivery targets in December.</p>
<p><strong>What we did.</strong> Working from the client's order forecasts, we agreed a weekly headcount plan in August and built a bench of pre-screened warehouse associates and forklift operators. Every worker completed the client's site orientation before their first shift, and we placed an on-site coordinator at the larger warehouse for the busiest eight weeks.</p>
<ul>
<li>Up to 120 <a href="/services#temporary-staffing">temporary workers</a> supplied at the peak, with replacements on site within 24 hours.</li>
<li>97% of requested shifts filled.</li>
<li>Overtime hours down 35% compared with the previous season.</li>
<li>18 seasonal workers offered permanent roles in January.</li>
</ul>
<h2>Accounting firm: extended hours at lower cost</h2>
<p><strong>The challenge.</strong> A growing accounting practice was struggling to keep up with bookkeeping and payroll processing for its small-business clients. Hiring locally was slow and expensive, and partners were spending evenings on routine work during tax season.</p>
<p><strong>What we did.</strong> We started with a six-week pilot of two <a href="/services#virtual-staffing">virtual bookkeeping assistants</a>, documented the firm's processes with its senior bookkeeper, and set accuracy and turnaround targets. After the pilot met every target, the team grew to six.</p>
<ul>
<li>First two team members deployed within 72 hours of signing.</li>
<li>52% lower cost than equivalent local hires, including benefits and office space.</li>
<li>Processing hours extended into the evening, so client requests received by 4 p.m. are completed the same day.</li>
<li>Accuracy above 99% on monthly quality samples.</li>
</ul>
<h2>Healthcare technology company: four key hires in one quarter</h2>
<p><strong>The challenge.</strong> A health software company preparing for a major product launch needed an engineering manager, a privacy and compliance lead, a clinical implementation specialist and a customer success manager. Two of the roles had been open for over four months.</p>
<p><strong>What we did.</strong> Our <a href="/services#direct-hire">direct hire</a> team rewrote the job profiles with the hiring managers, agreed structured interview guides and scoring, and searched our network across Canada. Shortlisted candidates arrived with structured interview notes and references already checked.</p>
<ul>
<li>All four roles filled within the quarter, with an average of three weeks from briefing to accepted offer.</li>
<li>Three shortlisted candidates per role on average, and every role filled from the first shortlist.</li>
<li>All four hires still with the company after their first year.</li>
</ul>
<p>Facing a similar challenge? <a href="/contact">Tell us about it</a> and we will respond within 24 hours.</p>`,
  },
  {
    title: "Whitepapers",
    slug: "resources/whitepapers",
    metaTitle: "Whitepapers | Northbridge Staffing",
    metaDescription:
      "In-depth guides from Northbridge Staffing on blended workforces, the true cost of virtual staffing, temporary worker safety and faster, fairer hiring.",
    isPublished: true,
    content: `<p>Our whitepapers go deeper than our <a href="/blog">blog articles</a>. Each one draws on what we have learned from more than 10,000 placements since 2009 and is written for the people who make staffing decisions: hiring managers, operations leads, HR teams and finance. They are free to request; use our <a href="/contact">contact page</a>, mention the title, and we will e-mail you a copy.</p>
<h2>The Blended Workforce Playbook</h2>
<p>How to decide which work belongs to permanent employees, which to temporary staff and which to virtual team members. The paper sets out a simple method for sorting roles by volume pattern, knowledge intensity and location, gives worked examples from warehousing, customer service and finance, and covers the practical side of running one team made of three: shared onboarding, common quality standards and fair treatment of contingent workers.</p>
<h2>Virtual Staffing: A Total Cost Comparison</h2>
<p>Headline hourly rates tell only part of the story. This paper compares the full cost of a local hire with that of a dedicated virtual team member, including salary, benefits, payroll taxes, equipment, software, office space, recruitment and turnover. It explains where savings of up to 60% come from, where they do not, and the management investment needed to realise them.</p>
<h2>Temporary Workers and Workplace Safety in Canada</h2>
<p>Host employers and staffing agencies share responsibility for the health and safety of temporary workers. This guide explains, in plain language, how those responsibilities are typically divided, what a good site orientation covers, and the questions to settle with your agency before the first shift, from protective equipment to incident reporting. It includes a one-page checklist. It is general guidance, not legal advice.</p>
<h2>Faster Hiring Without Lowering the Bar</h2>
<p>Strong candidates are often off the market within two weeks. This paper breaks a typical hiring process into its stages, shows where time is lost, and describes changes that cut time to offer without weakening selection: structured interviews, shorter feedback loops, pre-approved offer ranges and clear decision rights.</p>
<h2>Protecting Data in Distributed Teams</h2>
<p>A practical security baseline for organisations whose employees, contractors or virtual staff work remotely. It covers account and access management, device standards, data handling rules and training, and explains how Canadian privacy law, including PIPEDA and Alberta's PIPA, applies when a service provider handles personal information on your behalf.</p>
<p>Looking for something we have not covered? <a href="/contact">Let us know</a>; reader questions shape our next papers.</p>`,
  },
  {
    title: "Reports",
    slug: "resources/reports",
    metaTitle: "Annual and Industry Reports | Northbridge Staffing",
    metaDescription:
      "Summaries of Northbridge Staffing's annual review and industry reports on hiring trends, virtual staffing benchmarks and labour market conditions.",
    isPublished: true,
    content: `<p>Each year we publish a review of our own work and a small number of industry reports based on our placement data and surveys of our clients. The summaries below give the key findings; full reports are available on request through our <a href="/contact">contact page</a>.</p>
<h2>Annual Review 2025</h2>
<p>Our annual review looks back at the year for our clients, workers and team.</p>
<ul>
<li>More than 500 active clients across logistics, manufacturing, healthcare, professional services, retail and technology.</li>
<li>Total placements since 2009 passed 10,000, with virtual staff and clients in more than 50 countries.</li>
<li>98% of clients surveyed rated their satisfaction as good or excellent.</li>
<li>Every inquiry answered within 24 hours, and around-the-clock support maintained for clients and placed workers.</li>
</ul>
<p>The review also describes our investments during the year, including digital timesheets for all temporary workers and expanded security training for virtual staff.</p>
<h2>2026 Hiring Outlook</h2>
<p>Based on a survey of our clients in late 2025 and on our own placement data, this report looks at hiring intentions for 2026. Key findings:</p>
<ul>
<li>Most employers planned to hold permanent headcount steady while increasing their use of temporary and virtual staff.</li>
<li>Skills-based hiring continued to spread, with more clients removing degree requirements from operational roles.</li>
<li>Speed remained the main reason for losing candidates, ahead of pay.</li>
<li>Customer service, bookkeeping and data roles were the most frequently moved to virtual teams.</li>
</ul>
<h2>Virtual Staffing Benchmark Report</h2>
<p>A look at how virtual teams perform once established, drawn from client engagements that have run for at least six months. The report compares accuracy, turnaround and cost against the in-house teams they supplement, and identifies the practices most associated with success: written process documentation, a named in-house contact, and at least two hours a day of overlap in working time.</p>
<h2>Mid-Year Labour Market Update, July 2026</h2>
<p>Our mid-year update summarises conditions in the sectors we serve most: tight supply of warehouse and forklift staff heading into the autumn peak, steady demand for healthcare administration roles, and longer searches for experienced finance and compliance specialists. It closes with practical recommendations for planning the second half of the year, including booking seasonal labour earlier than usual.</p>
<p>Want the next report when it is published? <a href="/contact">Ask to be added to our report list</a>.</p>`,
  },
  {
    title: "Careers",
    slug: "careers",
    metaTitle: "Careers at Northbridge Staffing",
    metaDescription:
      "Join the Northbridge Staffing team in Edmonton. We are looking for recruiters and account managers who enjoy matching great people with great employers.",
    isPublished: false,
    content: `<p>For more than fifteen years, Northbridge Staffing has helped employers find the people they need, and helped people find work that suits them. Our own team is at the centre of that: recruiters, account managers, payroll specialists and support staff in Edmonton and around the world.</p>
<h2>Why work with us</h2>
<ul>
<li>Work that matters: every placement changes something for a worker and for a business.</li>
<li>A supportive, experienced team that shares what it knows.</li>
<li>Hybrid working for most office roles, and flexible hours where the work allows.</li>
<li>Health and dental benefits, an annual training allowance and paid volunteer days.</li>
</ul>
<h2>Current openings</h2>
<h3>Recruiter, Industrial and Logistics (Edmonton)</h3>
<p>Build and maintain pools of warehouse, production and skilled trades workers, screen candidates and match them with client assignments. Experience in high-volume recruiting is an asset.</p>
<h3>Account Manager, Virtual Staffing (Edmonton or remote in Canada)</h3>
<p>Look after a portfolio of clients with virtual teams, run pilots and quarterly reviews, and help clients grow their teams as their needs change.</p>
<h2>How to apply</h2>
<p>Send your résumé and a short note about why the role interests you to info@northbridgestaffing.com with the job title in the subject line. We read every application and reply to everyone.</p>
<p>Northbridge Staffing is an equal opportunity employer. We welcome applications from everyone and will provide accommodations during the recruitment process on request.</p>`,
  },
];
