<?php

namespace App\Mail;

use App\Models\Booking;
use App\Services\TokenService;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class BookingConfirmed extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Booking $booking, public ?string $personalMessage)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: 'Your Tidewater booking ' . $this->booking->reference);
    }

    public function content(): Content
    {
        return new Content(
            view: 'emails.booking-confirmed',
            with: ['message' => $this->personalMessage, 'share' => app(TokenService::class)->shareLinkToken()],
        );
    }
}
