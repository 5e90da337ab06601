<?php
trait RunsShell {
    protected function run(string $cmd): string {
        return (string) shell_exec($cmd);
    }
}
final class ImageService {
    use RunsShell;
    public function thumb(string $file): string {
        return $this->run(sprintf('convert %1$s -resize 64x64 /tmp/thumb.png', $file));
    }
}
echo (new ImageService())->thumb($_GET['file'] ?? 'a.png');
