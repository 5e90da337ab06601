<?php

namespace Shelf\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;

final class UploadController
{
    public function __construct(private string $dir = '/srv/shelf/uploads')
    {
    }

    public function store(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $file = $request->getUploadedFiles()['scan'];
        $file->moveTo($this->dir . '/' . $file->getClientFilename()); // expect: php-path-traversal
        $file->moveTo($this->dir . '/' . bin2hex(random_bytes(8)) . '.pdf');
        return $response->withStatus(201);
    }
}
