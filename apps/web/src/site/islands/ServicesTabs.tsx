import { PUBLIC_FORMS, SERVICES_PAGE } from "@staffing/shared";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import bookkeepingIcon from "../art/icons/bookkeeping-finance.svg?raw";
import checkIcon from "../art/icons/check.svg?raw";
import customerSupportIcon from "../art/icons/customer-support.svg?raw";
import itSupportIcon from "../art/icons/it-support.svg?raw";
import managementIcon from "../art/icons/management-leadership.svg?raw";
import marketingIcon from "../art/icons/marketing-support.svg?raw";
import medicalIcon from "../art/icons/medical-admin.svg?raw";
import operationsIcon from "../art/icons/operations-trades.svg?raw";
import professionalIcon from "../art/icons/professional-technical.svg?raw";
import deployIcon from "../art/icons/step-deploy.svg?raw";
import interviewIcon from "../art/icons/step-interview.svg?raw";
import onboardIcon from "../art/icons/step-onboard.svg?raw";
import profileIcon from "../art/icons/step-profile.svg?raw";
import requestIcon from "../art/icons/step-request.svg?raw";
import screenIcon from "../art/icons/step-screen.svg?raw";
import searchIcon from "../art/icons/step-search.svg?raw";
import supportIcon from "../art/icons/step-support.svg?raw";
import assistantIcon from "../art/icons/virtual-assistant.svg?raw";
import { artUrl } from "../components/art";
import { SvgIcon } from "../components/SvgIcon";
import ui from "../styles/ui.module.css";
import type { InquiryFormProps } from "./InquiryForm";
import InquiryForm from "./InquiryForm";
import styles from "./ServicesTabs.module.css";

type TabId = (typeof SERVICES_PAGE.tabs)[number]["id"];
const TAB_IDS = SERVICES_PAGE.tabs.map((tab) => tab.id);
const isTab = (id: string): id is TabId => (TAB_IDS as string[]).includes(id);

export interface ServicesTabsProps {
  /** The embedded inquiry form's props (the virtual-staffing tab carries it). */
  form: InquiryFormProps;
}

/**
 * SPEC: three tabs (virtual by default), each at its anchor (#virtual-staffing, ...). As plain HTML the
 * tab strip is a row of anchors and CSS shows the panel the address points at, so the anchors work
 * before the island runs (and without JavaScript); the island then makes them ARIA tabs that move
 * with the arrow keys and keep the chosen tab's anchor in the address.
 */
export default function ServicesTabs({ form }: ServicesTabsProps) {
  // `null` until the island runs: the server's markup, with every panel left to the CSS.
  const [active, setActive] = useState<TabId | null>(null);
  const tabs = useRef<Record<string, HTMLAnchorElement | null>>({});

  useEffect(() => {
    const tabInAddress = () => {
      const hash = decodeURIComponent(location.hash.slice(1));
      return isTab(hash) ? hash : null;
    };
    // The tab the address names, or the one the CSS showed before the island ran.
    setActive(tabInAddress() ?? "virtual-staffing");
    // A link to another tab's anchor (the header's Services menu) opens it and scrolls to it.
    const follow = () => {
      const tab = tabInAddress();
      if (!tab) return;
      setActive(tab);
      document.getElementById(tab)?.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  function choose(id: TabId, focus = false) {
    setActive(id);
    history.replaceState(null, "", `#${id}`);
    if (focus) tabs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!active) return;
    const index = TAB_IDS.indexOf(active);
    const next = {
      ArrowRight: TAB_IDS[(index + 1) % TAB_IDS.length],
      ArrowLeft: TAB_IDS[(index - 1 + TAB_IDS.length) % TAB_IDS.length],
      Home: TAB_IDS[0],
      End: TAB_IDS[TAB_IDS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  }

  const enhanced = active !== null;
  // ARIA's tabs once the island runs; plain anchors before.
  const tablist = { role: "tablist", "aria-label": SERVICES_PAGE.tabsLabel };
  const tabAttributes = (id: TabId) => ({
    role: "tab",
    "aria-selected": active === id,
    "aria-controls": id,
    tabIndex: active === id ? 0 : -1,
    onKeyDown,
  });
  return (
    <div className={styles.root} data-enhanced={enhanced || undefined}>
      <div className={styles.strip}>
        <div className={`${ui.container} ${styles.tabs}`} {...(enhanced ? tablist : {})}>
          {SERVICES_PAGE.tabs.map((tab) => (
            <a
              key={tab.id}
              ref={(element) => {
                tabs.current[tab.id] = element;
              }}
              href={`#${tab.id}`}
              id={`tab-${tab.id}`}
              data-tab={tab.id}
              className={styles.tab}
              {...(enhanced ? tabAttributes(tab.id) : {})}
              onClick={(event) => {
                if (!enhanced) return;
                event.preventDefault();
                choose(tab.id);
              }}
            >
              {tab.label}
            </a>
          ))}
        </div>
      </div>
      <div className={`${ui.container} ${styles.panels}`}>
        <Panel id="virtual-staffing" active={active}>
          <VirtualStaffing form={form} />
        </Panel>
        <Panel id="temporary-staffing" active={active}>
          <TemporaryStaffing />
        </Panel>
        <Panel id="direct-hire" active={active}>
          <DirectHire />
        </Panel>
      </div>
    </div>
  );
}

function Panel({ id, active, children }: { id: TabId; active: TabId | null; children: React.ReactNode }) {
  return (
    <section
      id={id}
      data-tab={id}
      className={styles.panel}
      role={active ? "tabpanel" : undefined}
      aria-labelledby={`tab-${id}`}
      hidden={active !== null && active !== id}
      tabIndex={active ? 0 : undefined}
    >
      {children}
    </section>
  );
}

// The icons of each tab's cards and steps, in the order of their texts (services.ts).
const VIRTUAL_CARD_ICONS = [
  assistantIcon,
  customerSupportIcon,
  bookkeepingIcon,
  medicalIcon,
  itSupportIcon,
  marketingIcon,
];
const DIRECT_CARD_ICONS = [professionalIcon, managementIcon, operationsIcon];
const TEMPORARY_STEP_ICONS = [requestIcon, screenIcon, deployIcon, supportIcon];
const DIRECT_STEP_ICONS = [profileIcon, searchIcon, interviewIcon, onboardIcon];

function PanelIntro({ heading, text, art }: { heading: string; text: string; art: string }) {
  return (
    <div className={styles.intro}>
      <div className={styles.introText}>
        <h2>{heading}</h2>
        <p className={ui.lead}>{text}</p>
      </div>
      <img className={styles.art} src={artUrl(art)} alt="" width={480} height={360} loading="lazy" />
    </div>
  );
}

function Cards({ cards, icons }: { cards: readonly { title: string; text: string }[]; icons: string[] }) {
  return (
    <ul className={`${ui.grid3} ${styles.cards}`}>
      {cards.map((card, index) => (
        <li key={card.title} className={`${ui.card} ${styles.card}`}>
          <span className={ui.iconBadge}>
            <SvgIcon svg={icons[index] ?? checkIcon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Steps({
  heading,
  steps,
  icons,
}: {
  heading: string;
  steps: readonly { title: string; text: string }[];
  icons: string[];
}) {
  return (
    <div className={styles.steps}>
      <h3 className={styles.subheading}>{heading}</h3>
      <ol className={`${ui.grid4} ${styles.stepList}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <div className={styles.stepHead}>
              <SvgIcon svg={icons[index] ?? checkIcon} className={styles.stepIcon} />
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h4>{step.title}</h4>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function CallToAction({ cta }: { cta: { title: string; text: string; button: string } }) {
  return (
    <div className={styles.cta}>
      <div>
        <h3>{cta.title}</h3>
        <p>{cta.text}</p>
      </div>
      <a href={`/contact#${PUBLIC_FORMS.inquiry.anchor}`} className={ui.accent}>
        {cta.button}
      </a>
    </div>
  );
}

function VirtualStaffing({ form }: { form: InquiryFormProps }) {
  const { virtual } = SERVICES_PAGE;
  return (
    <>
      <PanelIntro heading={virtual.heading} text={virtual.text} art="services-virtual" />
      <Cards cards={virtual.cards} icons={VIRTUAL_CARD_ICONS} />
      <div className={styles.split}>
        <div>
          <h3 className={styles.subheading}>{virtual.benefitsHeading}</h3>
          <ul className={styles.benefits}>
            {virtual.benefits.map((benefit) => (
              <li key={benefit}>
                <SvgIcon svg={checkIcon} className={styles.check} />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className={`${ui.card} ${styles.form}`}>
          <InquiryForm {...form} heading={virtual.formHeading} />
        </div>
      </div>
    </>
  );
}

function TemporaryStaffing() {
  const { temporary } = SERVICES_PAGE;
  return (
    <>
      <PanelIntro heading={temporary.heading} text={temporary.text} art="services-temporary" />
      <Steps heading={temporary.stepsHeading} steps={temporary.steps} icons={TEMPORARY_STEP_ICONS} />
      <CallToAction cta={temporary.cta} />
    </>
  );
}

function DirectHire() {
  const { direct } = SERVICES_PAGE;
  return (
    <>
      <PanelIntro heading={direct.heading} text={direct.text} art="services-direct" />
      <Cards cards={direct.cards} icons={DIRECT_CARD_ICONS} />
      <Steps heading={direct.stepsHeading} steps={direct.steps} icons={DIRECT_STEP_ICONS} />
      <CallToAction cta={direct.cta} />
    </>
  );
}
