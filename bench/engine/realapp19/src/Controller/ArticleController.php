<?php

namespace App\Controller;

use App\Entity\Comment;
use App\Repository\ArticleRepository;
use App\Repository\CommentRepository;
use App\Service\PreferenceStore;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/articles')]
class ArticleController extends AbstractController
{
    public function __construct(
        private ArticleRepository $articles,
        private CommentRepository $comments,
        private PreferenceStore $preferences,
    ) {
    }

    #[Route('/{id}', name: 'article_show', requirements: ['id' => '\d+'], methods: ['GET'])]
    public function show(int $id, Request $request): Response
    {
        $article = $this->articles->find($id);
        if ($article === null) {
            throw $this->createNotFoundException();
        }

        $response = $this->render('article/show.html.twig', [
            'article' => $article,
            'comments' => $this->comments->approvedFor($id),
            'highlight' => $request->query->get('hl', ''),
            'prefs' => $this->preferences->load($request),
        ]);
        $this->preferences->rememberRead($response, [$id, ...$this->preferences->recentlyRead($request)]);

        return $response;
    }

    #[Route('/s/{slug}', name: 'article_by_slug', methods: ['GET'])]
    public function bySlug(string $slug): Response
    {
        $article = $this->articles->findPublishedBySlug($slug);
        if ($article === null) {
            return new Response('<h1>Not found</h1><p>There is no story called ' . $slug . ' any more.</p>', 404);
        }

        return $this->redirectToRoute('article_show', ['id' => $article->getId()]);
    }

    #[Route('/author/{authorId}', name: 'article_by_author', requirements: ['authorId' => '\d+'])]
    public function byAuthor(int $authorId, Request $request): Response
    {
        $order = $request->query->get('order', 'publishedAt');

        return $this->render('article/list.html.twig', [
            'articles' => $this->articles->findByAuthorOrdered($authorId, $order),
            'heading' => 'Stories by author #' . $authorId,
        ]);
    }

    #[Route('/category/{category}', name: 'article_category')]
    public function category(string $category): Response
    {
        $count = $this->articles->countByCategory($category);
        $html = '<section class="category"><h2>' . htmlspecialchars($category, ENT_QUOTES, 'UTF-8') . '</h2>'
            . '<p>' . $count . ' stories</p></section>';

        return new Response($html . $this->renderView('article/list.html.twig', [
            'articles' => $this->articles->findInCategory($category),
            'heading' => $category,
        ]));
    }

    #[Route('/popular/{days}', name: 'article_popular', requirements: ['days' => '\d+'])]
    public function popular(int $days): Response
    {
        return $this->render('article/list.html.twig', [
            'articles' => $this->articles->mostRead(min($days, 90)),
            'heading' => 'Most read',
        ]);
    }

    #[Route('/{id}/comments', name: 'article_comment', requirements: ['id' => '\d+'], methods: ['POST'])]
    public function comment(int $id, Request $request): Response
    {
        $article = $this->articles->find($id);
        if ($article === null) {
            throw $this->createNotFoundException();
        }
        $body = (string) $request->request->get('body', '');
        $comment = (new Comment())
            ->setArticle($article)
            ->setAuthorEmail((string) $request->request->get('email'))
            ->setBody($body);
        $this->comments->save($comment);

        return new Response('<p class="notice">Thanks! Your comment “' . htmlspecialchars($body, ENT_QUOTES) . '” is awaiting moderation.</p>');
    }

    #[Route('/{id}/share', name: 'article_share', requirements: ['id' => '\d+'])]
    public function share(int $id, Request $request): Response
    {
        $via = $request->get('via', 'web');

        return new Response(sprintf('<p>Shared story %d via <b>%s</b>.</p>', $id, $via));
    }
}
