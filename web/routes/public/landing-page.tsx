import { useTranslation } from "react-i18next";
import { FeaturedSellers } from "@web/features/catalog/components/featured-sellers";
import { CallToActionSection } from "@web/features/landing/components/call-to-action-section";
import { HeroSection } from "@web/features/landing/components/hero-section";
import { HowItWorksSection } from "@web/features/landing/components/how-it-works-section";
import { StatisticsSection } from "@web/features/landing/components/statistics-section";
import { TestimonialsSection } from "@web/features/landing/components/testimonials-section";
import { WhyChooseSection } from "@web/features/landing/components/why-choose-section";
import { usePageMeta } from "@web/lib/page-meta";

/** The landing page: static content, and the featured sellers when any plan features one. */
export default function LandingPage() {
  const { t } = useTranslation("public");
  usePageMeta(t("landing.title"), t("landing.description"), { brand: false });
  return (
    <>
      <HeroSection />
      <WhyChooseSection />
      <HowItWorksSection />
      <FeaturedSellers className="mx-auto max-w-7xl px-4 py-16" />
      <StatisticsSection />
      <TestimonialsSection />
      <CallToActionSection />
    </>
  );
}
