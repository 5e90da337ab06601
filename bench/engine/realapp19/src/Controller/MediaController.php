<?php

namespace App\Controller;

use App\Service\MediaStorage;
use App\Service\ThumbnailService;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpFoundation\ResponseHeaderBag;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/media')]
class MediaController extends AbstractController
{
    private const FOLDERS = ['photos', 'graphics', 'documents'];

    public function __construct(
        private MediaStorage $storage,
        private ThumbnailService $thumbnails,
        private string $uploadDir,
    ) {
    }

    #[Route('/download', name: 'media_download', methods: ['GET'])]
    public function download(Request $request): BinaryFileResponse
    {
        $file = (string) $request->query->get('file');
        $response = new BinaryFileResponse($this->uploadDir . '/' . $file);
        $response->setContentDisposition(ResponseHeaderBag::DISPOSITION_ATTACHMENT, basename($file));

        return $response;
    }

    #[Route('/view', name: 'media_view', methods: ['GET'])]
    public function view(Request $request): BinaryFileResponse
    {
        $path = $this->storage->resolve((string) $request->query->get('file'));
        if ($path === null) {
            throw $this->createNotFoundException();
        }

        return new BinaryFileResponse($path);
    }

    #[Route('/upload', name: 'media_upload', methods: ['POST'])]
    public function upload(Request $request): JsonResponse
    {
        $this->denyAccessUnlessGranted('ROLE_EDITOR');
        $file = $request->files->get('image');
        if ($file === null || !$file->isValid()) {
            return $this->json(['error' => 'no file'], 400);
        }
        $stored = $this->storage->store($file, (string) $request->request->get('folder', 'photos'));
        $caption = (string) $request->request->get('caption', '');
        if ($caption !== '') {
            $this->thumbnails->watermark($stored, $caption);
        }
        $this->thumbnails->stampCredit($stored, (string) $request->request->get('credit', 'Harbourline'));

        return $this->json(['path' => $stored, 'size' => $this->thumbnails->dimensions($stored)]);
    }

    #[Route('/upload-to/{folder}', name: 'media_upload_folder', methods: ['POST'])]
    public function uploadTo(string $folder, Request $request): JsonResponse
    {
        $this->denyAccessUnlessGranted('ROLE_EDITOR');
        if (!in_array($folder, self::FOLDERS, true)) {
            return $this->json(['error' => 'unknown folder'], 400);
        }

        return $this->json(['path' => $this->storage->store($request->files->get('image'), $folder)]);
    }

    #[Route('/thumb', name: 'media_thumb', methods: ['POST'])]
    public function thumb(Request $request): JsonResponse
    {
        $file = (string) $request->request->get('file');
        $target = $this->thumbnails->resize($file, (string) $request->request->get('size', 'medium'));
        $this->thumbnails->optimise($target, (string) $request->request->get('quality', '85'));
        $this->thumbnails->rotate($file, $request->request->getInt('rotate'));

        return $this->json(['thumb' => basename($target)]);
    }

    #[Route('/delete', name: 'media_delete', methods: ['POST'])]
    public function delete(Request $request): JsonResponse
    {
        $this->denyAccessUnlessGranted('ROLE_EDITOR');
        $this->storage->remove((string) $request->request->get('path'));

        return $this->json(['deleted' => true]);
    }

    #[Route('/page/{name}', name: 'static_page')]
    public function page(string $name, Request $request): Response
    {
        $markdown = $request->query->has('help')
            ? $this->storage->readHelpPage($name)
            : $this->storage->readPage((string) $request->query->get('lang', 'en') . '/' . $name);

        return $this->render('page.html.twig', ['markdown' => $markdown]);
    }

    #[Route('/raw/{name}', name: 'media_raw')]
    public function raw(string $name): Response
    {
        $path = $this->uploadDir . '/documents/' . basename($name);

        return new Response((string) file_get_contents($path), 200, ['Content-Type' => 'text/plain']);
    }
}
