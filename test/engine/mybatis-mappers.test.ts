import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { readMapperFile } from '../../src/engine/analysis/mybatis-xml.js';

/** `ruleId:line` of every finding in one file of a scan of `files`. */
async function findingsIn(files: Record<string, string>, file: string): Promise<string[]> {
  const result = await analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
  return result.findings.filter((f) => f.filePath === file).map((f) => `${f.ruleId}:${f.lineNumber}`).sort();
}

const SORT = `package demo.model;
public enum Sort {
    NEWEST("created_at"), NAME("name");
    private final String column;
    Sort(String column) { this.column = column; }
    public String column() { return column; }
}
`;

const XML_MAPPER_INTERFACE = `package demo.mapper;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
@Mapper
public interface TicketMapper {
    List<Object> byOwner(@Param("owner") String owner, @Param("sort") String sort);
    List<Object> byCodes(@Param("codes") List<String> codes);
    List<Object> byCodesBound(@Param("codes") List<String> codes);
    List<Object> recent(@Param("days") int days, @Param("orderColumn") String orderColumn);
    List<Object> search(@Param("label") String label);
    int rename(@Param("id") long id, @Param("title") String title);
}
`;

// Line numbers matter: the expectations below name them.
const XML_MAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<mapper namespace="demo.mapper.TicketMapper">
  <sql id="cols">id, title, \${sort}</sql>
  <select id="byOwner" resultType="map">
    SELECT <include refid="cols"/> FROM tickets
    WHERE owner = #{owner}
    ORDER BY \${sort}
  </select>
  <!-- <select id="byOwner">\${owner}</select> -->
  <select id="byCodes" resultType="map">
    SELECT * FROM tickets WHERE code IN
    <foreach collection="codes" item="c" open="(" separator="," close=")">'\${c}'</foreach>
  </select>
  <select id="byCodesBound" resultType="map">
    SELECT * FROM tickets WHERE code IN
    <foreach collection="codes" item="c" open="(" separator="," close=")">#{c}</foreach>
  </select>
  <select id="recent" resultType="map">
    SELECT * FROM tickets WHERE created_at > now() - interval '\${days} days'
    ORDER BY \${orderColumn}
  </select>
  <select id="search" resultType="map">
    <bind name="pattern" value="'%' + label + '%'"/>
    SELECT * FROM tickets WHERE title LIKE '\${pattern}'
  </select>
  <update id="rename">UPDATE tickets SET title = #{title} WHERE id = #{id}</update>
</mapper>
`;

const XML_CALLER = `package demo.web;
import demo.mapper.TicketMapper;
import demo.model.Sort;
import java.util.List;
import org.springframework.web.bind.annotation.*;
@RestController
public class TicketController {
    private final TicketMapper mapper;
    public TicketController(TicketMapper mapper) { this.mapper = mapper; }
    @GetMapping("/a")
    public Object a(@RequestParam String owner, @RequestParam String sort) { return mapper.byOwner(owner, sort); }
    @GetMapping("/b")
    public Object b(@RequestParam List<String> code) { return mapper.byCodes(code); }
    @GetMapping("/c")
    public Object c(@RequestParam List<String> code) { return mapper.byCodesBound(code); }
    @GetMapping("/d")
    public Object d(@RequestParam int days, @RequestParam Sort sort) { return mapper.recent(days, sort.column()); }
    @GetMapping("/e")
    public Object e(@RequestParam String q) { return mapper.search(q); }
    @PostMapping("/f")
    public Object f(@RequestParam long id, @RequestParam String title) { return mapper.rename(id, title); }
}
`;

const ANNOTATED_MAPPER = `package demo.mapper;
import java.util.List;
import org.apache.ibatis.annotations.*;
@Mapper
public interface NoteMapper {
    @Select("SELECT * FROM notes WHERE body LIKE '%\${text}%'")
    List<Object> find(@Param("text") String text);
    @Select("SELECT * FROM notes WHERE body = #{text}")
    List<Object> findBound(@Param("text") String text);
    @Select({"<script>", "SELECT * FROM notes", "<if test='text != null'>WHERE body = #{text}</if>", "ORDER BY \${orderBy}", "</script>"})
    List<Object> sorted(@Param("text") String text, @Param("orderBy") String orderBy);
    @Delete("DELETE FROM notes WHERE id = \${id}")
    int remove(@Param("id") Long id);
    @Select("SELECT count(*) FROM notes WHERE kind = '\${kind}'")
    int count(String kind);
}
`;

const ANNOTATED_CALLER = `package demo.web;
import demo.mapper.NoteMapper;
import demo.model.Sort;
import org.springframework.web.bind.annotation.*;
@RestController
public class NoteController {
    private final NoteMapper notes;
    public NoteController(NoteMapper notes) { this.notes = notes; }
    @GetMapping("/n1")
    public Object n1(@RequestParam String q) { return notes.find(q); }
    @GetMapping("/n2")
    public Object n2(@RequestParam String q) { return notes.findBound(q); }
    @GetMapping("/n3")
    public Object n3(@RequestParam String q, @RequestParam Sort sort) { return notes.sorted(q, sort.column()); }
    @GetMapping("/n4")
    public Object n4(@RequestParam String q, @RequestParam String sort) { return notes.sorted(q, sort); }
    @PostMapping("/n5")
    public Object n5(@RequestParam Long id) { return notes.remove(id); }
    @GetMapping("/n6")
    public Object n6(@RequestParam String kind) { return notes.count(kind); }
}
`;

describe('MyBatis XML mapper files', () => {
  it('read each statement by namespace.id with the parameter roots of its ${…}, comments left out', () => {
    const statements = readMapperFile('TicketMapper.xml', XML_MAPPER);
    expect([...statements.keys()].sort()).toEqual(['byCodes', 'byCodesBound', 'byOwner', 'recent', 'rename', 'search'].map((id) => `demo.mapper.TicketMapper.${id}`));
    const byOwner = statements.get('demo.mapper.TicketMapper.byOwner')!;
    // The ORDER BY line, then the included fragment's line; the commented-out statement adds nothing.
    expect(byOwner.uses.map((u) => [u.line, u.roots])).toEqual([[7, ['sort']], [3, ['sort']]]);
    expect(statements.get('demo.mapper.TicketMapper.byCodes')!.uses.map((u) => u.roots)).toEqual([['codes']]);
    expect(statements.get('demo.mapper.TicketMapper.search')!.uses.map((u) => u.roots)).toEqual([['label']]);
    expect(statements.get('demo.mapper.TicketMapper.rename')!.uses).toEqual([]);
    expect(readMapperFile('pom.xml', '<project><modelVersion>4.0.0</modelVersion></project>').size).toBe(0);
  });

  it('report a ${…} a request value reaches at the mapper line, not #{…}, numbers or enum columns', async () => {
    const files = {
      'src/main/java/demo/model/Sort.java': SORT,
      'src/main/java/demo/mapper/TicketMapper.java': XML_MAPPER_INTERFACE,
      'src/main/java/demo/web/TicketController.java': XML_CALLER,
      'src/main/resources/mapper/TicketMapper.xml': XML_MAPPER,
    };
    expect(await findingsIn(files, 'src/main/resources/mapper/TicketMapper.xml')).toEqual([
      'java-sqli-tainted-query:12', // '${c}' of a List<String> request parameter
      'java-sqli-tainted-query:24', // a bind over the request text
      'java-sqli-tainted-query:3', // the included fragment's ${sort}
      'java-sqli-tainted-query:7', // ORDER BY ${sort}
    ]);
    // The calls where the request values entered.
    expect(await findingsIn(files, 'src/main/java/demo/web/TicketController.java')).toEqual(['java-sqli-tainted-query:11', 'java-sqli-tainted-query:13', 'java-sqli-tainted-query:19']);
  });
});

describe('MyBatis annotation mappers', () => {
  it('report ${…} in @Select/@Delete (also a <script> array) that request text reaches, at the annotation line', async () => {
    const files = {
      'src/main/java/demo/model/Sort.java': SORT,
      'src/main/java/demo/mapper/NoteMapper.java': ANNOTATED_MAPPER,
      'src/main/java/demo/web/NoteController.java': ANNOTATED_CALLER,
    };
    // 6: LIKE '%${text}%' from a String; 10: ORDER BY ${orderBy} from a String (n4), not from the enum's column (n3);
    // 12: ${id} of a Long is a number; 14: the one unannotated parameter is what ${kind} reads.
    expect(await findingsIn(files, 'src/main/java/demo/mapper/NoteMapper.java')).toEqual(['java-sqli-tainted-query:10', 'java-sqli-tainted-query:14', 'java-sqli-tainted-query:6']);
  });

  it('answer a select statement with stored records: printed raw by Thymeleaf they are stored XSS', async () => {
    const files = {
      'src/main/java/demo/mapper/NoteMapper.java': `package demo.mapper;
import java.util.List;
import org.apache.ibatis.annotations.*;
@Mapper
public interface NoteMapper {
    @Select("SELECT id, body FROM notes ORDER BY id DESC")
    List<Object> latest();
    @Update("UPDATE notes SET seen = true")
    int markSeen();
}
`,
      'src/main/java/demo/web/NotesPage.java': `package demo.web;
import demo.mapper.NoteMapper;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
@Controller
public class NotesPage {
    private final NoteMapper notes;
    public NotesPage(NoteMapper notes) { this.notes = notes; }
    @GetMapping("/notes")
    public String page(Model model) {
        model.addAttribute("notes", notes.latest());
        model.addAttribute("updated", notes.markSeen());
        return "notes";
    }
}
`,
      'src/main/resources/templates/notes.html': `<html xmlns:th="http://www.thymeleaf.org"><body>
<p th:utext="\${updated}">0</p>
<div th:each="n : \${notes}"><span th:utext="\${n.body}">body</span></div>
<div th:each="n : \${notes}"><span th:text="\${n.body}">body</span></div>
</body></html>
`,
    };
    expect(await findingsIn(files, 'src/main/resources/templates/notes.html')).toEqual(['java-xss-stored:3']);
  });
});
