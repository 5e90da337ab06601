import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

/** Rule id and line of each finding in one file. */
async function findingsIn(files: Record<string, string>, file: string): Promise<string[]> {
  const result = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
  return result.findings.filter((f) => f.filePath === file).map((f) => `${f.ruleId}:${f.lineNumber}`).sort();
}

const FILTER = `package demo;
public class Filter {
    private String status;
    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
}
`;

describe('Java/Spring applications in layers', () => {
  it('a bound DTO handed controller → service → repository still answers its getters with its taint', async () => {
    const files = {
      'Filter.java': FILTER,
      'Dao.java': `package demo;
import jakarta.persistence.EntityManager;
public class Dao {
    private EntityManager em;
    public Object search(Filter f) {
        StringBuilder q = new StringBuilder("select t from T t where 1 = 1");
        q.append(" and t.status = '").append(f.getStatus()).append("'");
        return em.createQuery(q.toString()).getResultList();
    }
}
`,
      'Svc.java': 'package demo;\npublic class Svc {\n    private final Dao dao;\n    public Svc(Dao dao) { this.dao = dao; }\n    public Object search(Filter f) { return dao.search(f); }\n}\n',
      'Ctl.java': `package demo;
import org.springframework.web.bind.annotation.*;
@RestController
public class Ctl {
    private final Svc svc;
    public Ctl(Svc svc) { this.svc = svc; }
    @GetMapping("/t")
    public Object search(@ModelAttribute Filter filter) { return svc.search(filter); }
}
`,
    };
    // The append that puts the status into the text (line 7) is where the query was built; line 8 runs it.
    expect(await findingsIn(files, 'Dao.java')).toEqual(['java-sqli-tainted-query:7', 'java-sqli-tainted-query:8']);
  });

  it('a method declared to return long gives a number: the text that reached its return does not', async () => {
    const files = {
      'Counts.java': `package demo;
import jakarta.persistence.EntityManager;
public class Counts {
    private EntityManager em;
    public long count(String status) {
        return em.createQuery("select count(t) from T t where t.status = :s", Long.class).setParameter("s", status).getSingleResult();
    }
    public String label(String status) { return status; }
}
`,
      'Page.java': `package demo;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.*;
@RestController
public class Page {
    private final Counts counts;
    public Page(Counts counts) { this.counts = counts; }
    @GetMapping(value = "/n", produces = MediaType.TEXT_HTML_VALUE)
    public String n(@RequestParam String status) { return "<b>" + counts.count(status) + "</b>"; }
    @GetMapping(value = "/l", produces = MediaType.TEXT_HTML_VALUE)
    public String l(@RequestParam String status) { return "<b>" + counts.label(status) + "</b>"; }
}
`,
    };
    expect(await findingsIn(files, 'Page.java')).toEqual(['java-xss-servlet-response:11']);
  });

  it('membership in a list read from configuration is an allow-list; the request cannot choose its elements', async () => {
    const files = {
      'Props.java': 'package demo;\nimport java.util.List;\npublic class Props {\n    private List<String> allowed;\n    public List<String> getAllowed() { return allowed; }\n}\n',
      'Auth.java': `package demo;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;
@Controller
public class Auth {
    private final Props props;
    public Auth(Props props) { this.props = props; }
    @GetMapping("/go")
    public String go(@RequestParam String to) {
        String target = props.getAllowed().contains(to) ? to : "/home";
        return "redirect:" + target;
    }
    @GetMapping("/echo")
    public String echo(@RequestParam String to, @RequestParam String also) {
        List<String> mine = new ArrayList<>();
        mine.add(also);
        String target = mine.contains(to) ? to : "/home";
        return "redirect:" + target;
    }
}
`,
    };
    expect(await findingsIn(files, 'Auth.java')).toEqual(['java-open-redirect:20']);
  });

  it('a class naming itself calls its static method, not its constructor', async () => {
    const files = {
      'Props.java': 'package demo;\npublic class Props {\n    private String dir = "/srv";\n    public String getDir() { return dir; }\n}\n',
      'Store.java': `package demo;
import java.io.File;
import org.springframework.web.bind.annotation.*;
@RestController
public class Store {
    private final Props props;
    public Store(Props props) { this.props = props; }
    @GetMapping("/s")
    public String store(@RequestParam String name) {
        String stored = "a." + Store.ext(name);
        new File(props.getDir(), stored);
        return stored;
    }
    private static String ext(String filename) { return "txt".equals(filename) ? "txt" : "bin"; }
}
`,
    };
    expect(await findingsIn(files, 'Store.java')).toEqual([]);
  });

  it("a constructor's summary does not leave its parameter placeholders in the class's instance template", async () => {
    const files = {
      'Tokens.java': `package demo;
import java.util.Random;
public class Tokens {
    private final Random random = new Random();
    public String reset() { return Long.toHexString(random.nextLong()); }
}
`,
      'Login.java': `package demo;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;
@Controller
public class Login {
    private final Tokens tokens;
    public Login(Tokens tokens) { this.tokens = tokens; }
    @PostMapping("/login")
    public String login(HttpServletResponse response) {
        Cookie remember = new Cookie("remember", tokens.reset());
        remember.setHttpOnly(true);
        remember.setSecure(true);
        response.addCookie(remember);
        return "redirect:/";
    }
}
`,
    };
    expect(await findingsIn(files, 'Login.java')).toEqual(['java-insecure-random:12']);
  });

  it('a static helper of another package, imported by name or by wildcard, is followed into', async () => {
    const helper = `package demo.util;
import java.io.IOException;
public final class Shell {
    private Shell() {
    }
    public static Process run(String... command) throws IOException {
        return new ProcessBuilder(command).start();
    }
    public static String label(String s) { return "job-" + s.length(); }
}
`;
    const servlet = (imports: string) => `package demo.web;
${imports}
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
public class Jobs extends HttpServlet {
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        Shell.run("sh", "-c", "convert " + req.getParameter("file"));
        Shell.run("sh", "-c", "convert " + Shell.label(req.getParameter("name")));
    }
}
`;
    for (const imports of ['import demo.util.Shell;', 'import demo.util.*;']) {
      const files = { 'demo/util/Shell.java': helper, 'demo/web/Jobs.java': servlet(imports) };
      expect(await findingsIn(files, 'demo/web/Jobs.java')).toEqual(['java-command-injection:8']);
      expect(await findingsIn(files, 'demo/util/Shell.java')).toEqual(['java-command-injection:7']);
    }
  });
});
