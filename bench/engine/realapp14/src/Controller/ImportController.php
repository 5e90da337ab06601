<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Service\ListingImporter;
use Rentwise\Service\PhotoFetcher;

final class ImportController
{
    public function __construct(private ListingImporter $importer, private PhotoFetcher $photos)
    {
    }

    public function importXml(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $upload = $request->getUploadedFiles()['feed'] ?? null;
        if ($upload === null) {
            return $response->withStatus(400);
        }
        $xml = (string) $upload->getStream();
        $format = $request->getQueryParams()['format'] ?? 'portal';
        if (!$this->importer->validateOnly($xml)) {
            return $response->withStatus(422);
        }
        $count = $format === 'landlord'
            ? $this->importer->importLandlordSheet($xml)
            : $this->importer->importPortalFeed($xml);
        $response->getBody()->write(json_encode(['imported' => $count]));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function importFeed(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $xml = $this->photos->readFeed((string) ($body['feed_url'] ?? ''));
        $count = $this->importer->importLandlordSheet($xml);
        $geo = $this->photos->geocode((string) ($body['office_address'] ?? ''));
        $response->getBody()->write(json_encode(['imported' => $count, 'office' => $geo]));
        return $response->withHeader('Content-Type', 'application/json');
    }
}
