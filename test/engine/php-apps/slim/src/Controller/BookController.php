<?php

namespace Shelf\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Shelf\Repository\BookRepository;

final class BookController
{
    public function __construct(private BookRepository $books)
    {
    }

    public function show(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $book = $this->books->bySlug($args['slug']); // expect: php-sqli-tainted-query
        $byAuthor = $this->books->byAuthor($request->getQueryParams()['author'] ?? '');
        $response->getBody()->write(json_encode(['slug' => $args['slug'], 'book' => $book, 'more' => $byAuthor]));
        return $response->withHeader('Content-Type', 'application/json');
    }

    public function cover(ServerRequestInterface $request, ResponseInterface $response, array $args): ResponseInterface
    {
        $size = $this->books->coverSize($args['slug']); // expect: php-sqli-tainted-query
        $response->getBody()->write((string) $size);
        return $response->withHeader('Content-Type', 'text/plain');
    }
}
