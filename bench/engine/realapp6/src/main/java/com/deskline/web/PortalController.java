package com.deskline.web;

import com.deskline.model.Ticket;
import com.deskline.service.TicketService;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.util.HtmlUtils;

/** Customer-facing portal: server-rendered pages and a few HTML fragments loaded by htmx. */
@Controller
@RequestMapping("/portal")
public class PortalController {

    private final TicketService tickets;

    public PortalController(TicketService tickets) {
        this.tickets = tickets;
    }

    @GetMapping("/tickets/{id}")
    public String ticket(@PathVariable long id, Model model) {
        Ticket ticket = tickets.find(id).orElseThrow();
        model.addAttribute("ticket", ticket);
        model.addAttribute("bodyHtml", ticket.getBody());
        return "ticket";
    }

    @GetMapping(value = "/fragments/greeting", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String greeting(@RequestParam(defaultValue = "there") String name) {
        return "<div class=\"greeting\">Hello, " + name + "! How can we help?</div>";
    }

    @GetMapping(value = "/fragments/subject", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String subjectPreview(@RequestParam String subject) {
        return "<h3 class=\"preview\">" + HtmlUtils.htmlEscape(subject) + "</h3>";
    }

    @GetMapping(value = "/fragments/search", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String searchSummary(@RequestParam("q") String query) {
        int hits = tickets.subjects(query).size();
        StringBuilder html = new StringBuilder("<p class=\"summary\">");
        html.append(hits).append(" tickets match <b>").append(query).append("</b></p>");
        return html.toString();
    }

    @GetMapping(value = "/fragments/count", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String count(@RequestParam(defaultValue = "open") String status) {
        return "<span class=\"badge\">" + tickets.openCount(status) + "</span>";
    }

    @GetMapping("/tickets/{id}/body.txt")
    public void plainBody(@PathVariable long id, HttpServletResponse response) throws IOException {
        Optional<Ticket> ticket = tickets.find(id);
        response.setContentType("text/plain;charset=UTF-8");
        response.getWriter().write(ticket.map(Ticket::getBody).orElse(""));
    }

    @GetMapping("/missing")
    public void missing(@RequestParam("ref") String ref, HttpServletResponse response) throws IOException {
        response.setStatus(404);
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><body><p>No ticket with reference " + ref + "</p></body></html>");
    }

    @GetMapping("/search")
    public String search(@RequestParam("q") String query, Model model) {
        model.addAttribute("query", query);
        model.addAttribute("results", tickets.subjects(query));
        return "search";
    }
}
