import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

/** `ruleId:line` of every finding in one file of a scan of `files`. */
async function findingsIn(files: Record<string, string>, file: string): Promise<string[]> {
  const result = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
  return result.findings.filter((f) => f.filePath === file).map((f) => `${f.ruleId}:${f.lineNumber}`).sort();
}

const STATUS = 'package demo;\npublic enum Status { OPEN, CLOSED }\n';

const FORM = `package demo;
public class Filter {
    private String text;
    private Status status;
    private Integer limit;
    public String getText() { return text; }
    public Status getStatus() { return status; }
    public Integer getLimit() { return limit; }
}
`;

describe('Java values whose declared type carries no chosen text', () => {
  it('an enum-typed handler parameter (Spring or JAX-RS) and an enum or number getter of a bound form are no source', async () => {
    const files = {
      'Status.java': STATUS,
      'Filter.java': FORM,
      'Ctl.java': `package demo;
import javax.persistence.EntityManager;
import javax.ws.rs.GET;
import javax.ws.rs.PathParam;
import org.springframework.web.bind.annotation.*;
@RestController
public class Ctl {
    private EntityManager em;
    @GetMapping("/a")
    public Object a(@RequestParam Status status) { return em.createNativeQuery("SELECT * FROM t WHERE s = '" + status + "'").getResultList(); }
    @GET
    public Object b(@PathParam("s") Status s) { return em.createNativeQuery("SELECT * FROM t WHERE s = '" + s.name() + "'").getResultList(); }
    @GetMapping("/c")
    public Object c(@ModelAttribute Filter f) {
        return em.createNativeQuery("SELECT * FROM t WHERE s = '" + f.getStatus().name() + "' LIMIT " + f.getLimit()).getResultList();
    }
    @GetMapping("/d")
    public Object d(@ModelAttribute Filter f) { return em.createNativeQuery("SELECT * FROM t WHERE x = '" + f.getText() + "'").getResultList(); }
}
`,
    };
    expect(await findingsIn(files, 'Ctl.java')).toEqual(['java-sqli-tainted-query:18']);
  });

  it('a Thymeleaf print of an entity property declared as a number is clean; a text property is stored XSS', async () => {
    const files = {
      'src/main/java/demo/Member.java': `package demo;
import javax.persistence.Entity;
@Entity
public class Member {
    private Long id;
    private String bio;
    private Integer household;
    public String getBio() { return bio; }
    public Integer getHousehold() { return household; }
}
`,
      'src/main/java/demo/Page.java': `package demo;
import javax.persistence.EntityManager;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.*;
@Controller
public class Page {
    private EntityManager em;
    @GetMapping("/m/{id}")
    public String show(@PathVariable Long id, Model model) {
        Member member = em.createQuery("select m from Member m where m.id = :id", Member.class).setParameter("id", id).getSingleResult();
        model.addAttribute("member", member);
        return "member";
    }
}
`,
      'src/main/resources/templates/member.html': `<html xmlns:th="http://www.thymeleaf.org"><body>
<p>Household of [(\${member.household})]</p>
<div th:utext="'<b>About</b> ' + \${member.bio}">bio</div>
<div th:text="\${member.bio}">bio</div>
</body></html>
`,
    };
    // Line 3 also shows a th:utext value holding the other kind of quote.
    expect(await findingsIn(files, 'src/main/resources/templates/member.html')).toEqual(['java-xss-stored:3']);
  });
});
