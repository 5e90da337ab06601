<?php

namespace App\Entity;

use App\Repository\CommentRepository;
use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity(repositoryClass: CommentRepository::class)]
#[ORM\Table(name: 'comments')]
class Comment
{
    #[ORM\Id, ORM\GeneratedValue, ORM\Column]
    private ?int $id = null;

    #[ORM\ManyToOne(targetEntity: Article::class)]
    private ?Article $article = null;

    #[ORM\Column(length: 180)]
    private string $authorEmail = '';

    #[ORM\Column(type: 'text')]
    private string $body = '';

    #[ORM\Column(length: 20)]
    private string $status = 'pending';

    public function getId(): ?int { return $this->id; }
    public function getArticle(): ?Article { return $this->article; }
    public function setArticle(Article $article): self { $this->article = $article; return $this; }
    public function getAuthorEmail(): string { return $this->authorEmail; }
    public function setAuthorEmail(string $email): self { $this->authorEmail = $email; return $this; }
    public function getBody(): string { return $this->body; }
    public function setBody(string $body): self { $this->body = $body; return $this; }
    public function getStatus(): string { return $this->status; }
}
