<?php
interface Storage { public function read(string $name): string; }
final class LocalStorage implements Storage {
    public function __construct(private string $root) {}
    public function read(string $name): string {
        return file_get_contents($this->root . '/' . basename($name));
    }
}
final class MemoryStorage implements Storage {
    public function __construct(private array $files = []) {}
    public function read(string $name): string { return $this->files[$name] ?? ''; }
}
$storage = new LocalStorage('/var/app/docs');
header('Content-Type: text/plain');
echo $storage->read($_GET['doc'] ?? 'index.txt');
