import type { PathCode } from './languages';
import { isArticlePage, type PageContext } from './pageContext';

/** The targeting key-values of spec §3: env is 'prod' only on the configured production host. */
export function adTargeting(
  context: Pick<PageContext, 'pageName' | 'regionId' | 'categoryId'>,
  page: { readonly pathCode: PathCode; readonly host: string; readonly productionHost: string },
): { env: string; lang: string; page: string; region_id?: string; category_id?: string } {
  const isProduction = page.productionHost.trim() !== '' && page.host.toLowerCase() === page.productionHost.trim().toLowerCase();
  return {
    env: isProduction ? 'prod' : 'dev',
    lang: page.pathCode,
    page: context.pageName,
    ...(context.regionId === null ? {} : { region_id: String(context.regionId) }),
    ...(context.categoryId === null ? {} : { category_id: String(context.categoryId) }),
  };
}

/** Spec §4: on phones, pages that are neither articles nor PR articles hold their first ad request until asked. */
export function shouldDeferInitialLoad(isPhone: boolean, context: Pick<PageContext, 'articleId' | 'isPrArticle'>): boolean {
  return isPhone && !isArticlePage(context);
}
