<?php
namespace App\Jobs;

use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Http\Request;

// A queued job: `RenderThumbnail::dispatch($size, $id)` later runs `handle()` on `new RenderThumbnail($size, $id)`.
class RenderThumbnail implements ShouldQueue
{
    public function __construct(public string $size, public int $photoId)
    {
    }

    public function handle(): void
    {
        // ruleid: php-command-injection
        exec('convert -resize ' . $this->size . ' in.jpg out.jpg');
        // ok: php-command-injection
        exec('convert -resize ' . escapeshellarg($this->size) . ' in.jpg out.jpg');
        // A promoted `int` property holds a number whatever text was passed.
        // ok: php-command-injection
        exec('convert photo-' . $this->photoId . '.jpg out.jpg');
    }
}

class ArchiveFolder implements ShouldQueue
{
    public function __construct(private string $folder)
    {
    }

    public function handle(): void
    {
        // ruleid: php-command-injection
        shell_exec('tar czf archive.tgz ' . $this->folder);
    }
}

// Not a job: a static `dispatch` of some other class is not a queue.
class Notifier
{
    public function __construct(public string $target)
    {
    }

    public static function dispatch(string $target): void
    {
    }

    public function handle(): void
    {
        // ok: php-command-injection
        exec('notify ' . $this->target);
    }
}

class PhotoController
{
    public function thumbnail(Request $request)
    {
        RenderThumbnail::dispatch($request->input('size'), $request->input('photo'));
        dispatch(new ArchiveFolder($request->input('folder')));
        Notifier::dispatch($request->input('target'));
    }
}
