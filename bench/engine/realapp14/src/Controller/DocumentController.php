<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Service\DocumentStorage;
use Rentwise\Service\ShellTools;
use Slim\Psr7\Stream;

final class DocumentController
{
    public function __construct(private DocumentStorage $storage, private ShellTools $shell)
    {
    }

    public function upload(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $files = $request->getUploadedFiles();
        $document = $files['document'] ?? null;
        if ($document === null || $document->getError() !== UPLOAD_ERR_OK) {
            return $response->withStatus(400);
        }
        $name = $this->storage->storeAsNamed($document);
        $response->getBody()->write(json_encode(['stored' => $name]));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function uploadRenamed(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $document = $request->getUploadedFiles()['document'] ?? null;
        if ($document === null || $document->getError() !== UPLOAD_ERR_OK) {
            return $response->withStatus(400);
        }
        $stored = $this->storage->storeRenamed($document);
        $this->shell->thumbnail($stored, 240);
        $response->getBody()->write(json_encode(['stored' => $stored]));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function download(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $path = $this->storage->baseDir() . '/' . $args['name'];
        if (!is_file($path)) {
            return $response->withStatus(404);
        }
        $stream = new Stream(fopen($path, 'rb'));
        return $response->withBody($stream)
            ->withHeader('Content-Type', 'application/octet-stream')
            ->withHeader('Content-Disposition', 'attachment; filename="' . basename($path) . '"');
    }

    public function inline(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $real = $this->storage->resolveInside($args['name']);
        if ($real === null) {
            return $response->withStatus(404);
        }
        $response->getBody()->write((string) file_get_contents($real));
        return $response->withHeader('Content-Type', mime_content_type($real) ?: 'application/octet-stream');
    }

    public function preview(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $name = $request->getQueryParams()['file'] ?? '';
        $response->getBody()->write((string) file_get_contents($this->storage->pathFor($name)));
        return $response->withHeader('Content-Type', 'application/pdf');
    }

    public function delete(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $file = (string) ($body['file'] ?? '');
        if ($file !== '') {
            unlink($this->storage->baseDir() . '/' . $file);
        }
        return $response->withHeader('Location', '/documents')->withStatus(303);
    }

    public function extractText(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $text = $this->shell->pdfText($args['name']);
        $response->getBody()->write(json_encode(['text' => $text]));
        return $response->withHeader('Content-Type', 'application/json');
    }
}
