import type { PageContext } from '../../../server/edge/request-context';
import { createProviderClient } from '../../../server/edge/provider-client';
import { ProviderError } from '../../../server/edge/provider-error';
import { collectionSchema, type Collection } from '../../domain/contract/collection';

export type CollectionLoad = { kind: 'found'; collection: Collection } | { kind: 'not_found' } | { kind: 'unavailable' };

export async function loadCollection(page: PageContext, id: string): Promise<CollectionLoad> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return { kind: 'not_found' };
  try {
    const { data } = await createProviderClient(page.env, { locale: page.locale }).json(collectionSchema, `/${page.program!.slug}/collections/${id}`);
    return { kind: 'found', collection: data };
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return { kind: 'not_found' };
    console.error('collection unavailable', id, error);
    return { kind: 'unavailable' };
  }
}
