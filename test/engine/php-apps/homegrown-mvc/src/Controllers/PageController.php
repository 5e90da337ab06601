<?php

namespace Shop\Controllers;

use Shop\Core\Controller;
use Shop\Core\Request;

final class PageController extends Controller
{
    private string $shop;

    public function __construct(Request $request)
    {
        parent::__construct($request);
        $this->shop = 'Corner Shop';
    }

    public function search(): string
    {
        $q = $this->request->query('q', '');
        return $this->render('search', ['q' => $q, 'shop' => $this->shop]); // expect: php-xss
    }

    public function show(string $slug): void
    {
        echo '<h1>' . $slug . '</h1>'; // expect: php-xss
    }

    public function item(string $id): void
    {
        echo '<h1>Item ' . $id . '</h1>';
    }

    public function save(\PDO $pdo): void
    {
        foreach (array_keys($this->request->only(['title', 'body'])) as $column) {
            $pdo->exec("UPDATE pages SET {$column} = NULL");
        }
        foreach (array_keys($this->request->all()) as $column) {
            $pdo->exec("UPDATE pages SET {$column} = NULL"); // expect: php-sqli-unquoted
        }
    }

    public function count(): void
    {
        echo '<p>' . $this->request->int('n') . ' items</p>';
    }
}
