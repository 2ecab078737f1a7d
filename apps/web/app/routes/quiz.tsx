import { useTranslation } from 'react-i18next';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { Hero, HeroArt } from '../components/Hero.tsx';
import { quizCatalog } from '../sections/quiz/catalog.server.ts';
import { Quiz } from '../sections/quiz/Quiz.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/quiz';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ quiz: () => import('@travel/i18n/en/quiz.json') });

/**
 * Runs at prerender: the questions reach the browser inside the page, so the catalog's quiz
 * module does not ship with its JavaScript (sections/quiz/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return quizCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('quiz:meta.title', { brand: site.brand }),
    description: i18n.t('quiz:meta.description', { brand: site.brand }),
    path: '/quiz',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('quiz:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('quiz:meta.breadcrumb'), path: '/quiz' },
      ]),
    ],
  });

/** /quiz (spec §2, §4 Quiz): the hero and the four-question vacation quiz. */
export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quiz');
  return (
    <>
      <StaticPart id="quiz-hero">
        {!import.meta.env.ISLANDS && (
          <Hero
            id="quiz-title"
            eyebrow={t('hero.eyebrow')}
            title={t('hero.title')}
            subtitle={t('hero.subtitle')}
            columns="1.3"
            wideGap
            media={<HeroArt variant="banner" scene="generic-beach" title={t('hero.sceneTitle')} />}
          />
        )}
      </StaticPart>
      <Quiz questions={loaderData.questions} results={loaderData.results} />
    </>
  );
}
