package fixtures.xpath;

import java.io.File;
import javax.servlet.http.HttpServletRequest;
import org.dom4j.Document;
import org.dom4j.DocumentException;
import org.dom4j.DocumentHelper;
import org.dom4j.Element;
import org.dom4j.io.SAXReader;

// dom4j evaluates XPath text on any node and through DocumentHelper.
public class Dom4jUserStore {
    public int count(HttpServletRequest request) throws DocumentException {
        String name = request.getParameter("name");
        Document users = new SAXReader().read(new File("/srv/users.xml"));
        // ruleid: java-xpath-injection
        int n = users.selectNodes("//user[name='" + name + "']").size();
        Element root = users.getRootElement();
        // ruleid: java-xpath-injection
        String role = root.valueOf("user[name='" + name + "']/role");
        // ruleid: java-xpath-injection
        DocumentHelper.createXPath("//user[name='" + name + "']").selectNodes(users);
        // ok: java-xpath-injection
        int all = users.selectNodes("//user").size();
        long id = Long.parseLong(request.getParameter("id"));
        // ok: java-xpath-injection
        users.selectSingleNode("//user[@id=" + id + "]");
        return n + all + role.length();
    }
}
