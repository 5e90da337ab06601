<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Http\Redirects;
use Rentwise\Repository\ListingRepository;
use Rentwise\Service\PhotoFetcher;
use Rentwise\Service\PreferencesCookie;
use Slim\Views\Twig;

final class ListingController
{
    public function __construct(
        private ListingRepository $listings,
        private PhotoFetcher $photos,
        private Twig $twig,
        private PreferencesCookie $prefs,
    ) {
    }

    public function index(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $query = $request->getQueryParams();
        $prefs = $this->prefs->read($request->getCookieParams());
        $latest = $this->listings->latest($query['sort'] ?? 'newest', (int) ($prefs['per_page'] ?? 20));
        return $this->twig->render($response, 'listing/index.html.twig', [
            'listings' => $latest,
            'layout' => $prefs['layout'] ?? 'grid',
            'saved' => $this->prefs->readSavedSearch($request->getCookieParams()),
        ]);
    }

    public function search(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $query = $request->getQueryParams();
        if (isset($query['postcode'])) {
            $rows = $this->listings->byPostcodePrefix($query['postcode']);
        } elseif (isset($query['order'])) {
            $rows = $this->listings->sortedBy($query['order'], $query['dir'] ?? 'ASC');
        } elseif (isset($query['city']) && count($query) === 1) {
            $rows = $this->listings->byCity($query['city']);
        } else {
            $rows = $this->listings->search($query);
        }

        if ($rows === []) {
            $response->getBody()->write('<div class="empty">No homes match “' . ($query['q'] ?? '') . '”. Try a wider area.</div>');
            return $response->withStatus(200);
        }

        return $this->twig->render($response, 'listing/search.html.twig', [
            'rows' => $rows,
            'q' => $query['q'] ?? '',
            'summary' => $query['summary'] ?? '',
            'banner' => '<strong>New this week</strong>',
        ]);
    }

    public function show(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $listing = $this->listings->find((int) $args['id']);
        if ($listing === null) {
            $response->getBody()->write('<p>Listing ' . (int) $args['id'] . ' is no longer available.</p>');
            return $response->withStatus(404);
        }
        $recent = $this->prefs->readRecentlyViewed($request->getCookieParams());
        array_unshift($recent, (int) $listing['id']);
        $response = $this->prefs->writeRecentlyViewed($response, array_unique($recent));
        return $this->twig->render($response, 'listing/show.html.twig', [
            'listing' => $listing,
            'ref' => $request->getQueryParams()['from'] ?? '',
        ]);
    }

    public function byReference(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $listing = $this->listings->findByReference($args['ref']);
        if ($listing === null) {
            $response->getBody()->write('<p>Unknown reference ' . htmlspecialchars($args['ref'], ENT_QUOTES, 'UTF-8') . '</p>');
            return $response->withStatus(404);
        }
        return Redirects::toListing($response, (int) $listing['id']);
    }

    public function fetchPhoto(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $id = (int) $args['id'];
        $file = ($body['trusted'] ?? '') === '1'
            ? $this->photos->fetchTrusted($id, (string) $body['url'])
            : $this->photos->fetchToListing($id, (string) $body['url']);
        if ($file !== null) {
            $this->listings->setPhoto($id, $file);
        }
        return Redirects::toListing($response, $id);
    }

    public function saveLayout(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $prefs = [
            'layout' => in_array($body['layout'] ?? '', ['grid', 'list'], true) ? $body['layout'] : 'grid',
            'per_page' => max(10, min(100, (int) ($body['per_page'] ?? 20))),
        ];
        $response = $this->prefs->write($response, $prefs);
        return Redirects::toLocalPath($response, (string) ($body['back'] ?? '/'));
    }
}
