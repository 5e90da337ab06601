package com.deskline.web;

import com.deskline.model.Ticket;
import com.deskline.service.ExportService;
import com.deskline.service.TicketService;
import com.deskline.util.ShellRunner;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/admin")
public class AdminController {

    private static final Pattern HOST = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$");

    private final ShellRunner shell;
    private final ExportService exports;
    private final TicketService tickets;
    private final ExpressionParser parser = new SpelExpressionParser();
    private final ScriptEngine js = new ScriptEngineManager().getEngineByName("javascript");

    public AdminController(ShellRunner shell, ExportService exports, TicketService tickets) {
        this.shell = shell;
        this.exports = exports;
        this.tickets = tickets;
    }

    @GetMapping(value = "/diagnostics/ping", produces = MediaType.TEXT_PLAIN_VALUE)
    public String ping(@RequestParam String host) throws IOException {
        return shell.run("ping -c 2 " + host);
    }

    @GetMapping(value = "/diagnostics/trace", produces = MediaType.TEXT_PLAIN_VALUE)
    public String trace(@RequestParam String host) throws IOException {
        if (!HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("bad host");
        }
        return shell.runArgs(List.of("traceroute", "-m", "12", host));
    }

    @GetMapping(value = "/diagnostics/disk", produces = MediaType.TEXT_PLAIN_VALUE)
    public String disk() throws IOException {
        return exports.diskUsage();
    }

    @PostMapping("/exports")
    public Map<String, String> export(@RequestParam String label) throws IOException {
        return Map.of("archive", exports.archive(label));
    }

    @PostMapping("/exports/team/{teamId}")
    public Map<String, String> exportTeam(@PathVariable long teamId) throws IOException {
        return Map.of("archive", exports.archiveTeam(teamId));
    }

    /** SLA rules are small scripts typed by the support lead on the settings page. */
    @PostMapping("/sla/evaluate")
    public Object evaluateSla(@RequestBody Map<String, String> body) throws ScriptException {
        return js.eval(body.get("rule"));
    }

    @GetMapping("/sla/surcharge")
    public Object surcharge(@RequestParam double amount) throws ScriptException {
        js.put("amount", amount);
        return js.eval("amount > 1000 ? amount * 0.02 : 0");
    }

    @GetMapping("/tickets/{id}/field")
    public Object field(@PathVariable long id, @RequestParam String expr) {
        Ticket ticket = tickets.find(id).orElseThrow();
        Expression expression = parser.parseExpression(expr);
        return expression.getValue(new StandardEvaluationContext(ticket));
    }

    @GetMapping("/tickets/{id}/property")
    public Object property(@PathVariable long id, @RequestParam String path) {
        Ticket ticket = tickets.find(id).orElseThrow();
        return parser.parseExpression(path).getValue(SimpleEvaluationContext.forReadOnlyDataBinding().build(), ticket);
    }

    @GetMapping("/tickets/{id}/score")
    public Object score(@PathVariable long id) {
        Ticket ticket = tickets.find(id).orElseThrow();
        return parser.parseExpression("priority * 10 + (status == 'open' ? 5 : 0)").getValue(ticket);
    }
}
