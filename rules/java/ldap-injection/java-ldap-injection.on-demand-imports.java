package fixtures.ldap;

import java.io.IOException;
import javax.naming.*;
import javax.naming.directory.*;
import javax.naming.ldap.*;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// Types reached through on-demand imports (`javax.naming.ldap.*`): Rdn is javax.naming.ldap.Rdn,
// so its escaping is known without a single-type import.
public class ProfileLookupServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String uid = request.getParameter("uid");
        try {
            DirContext ctx = new InitialDirContext();
            // ok: java-ldap-injection
            Attributes escaped = ctx.getAttributes("uid=" + Rdn.escapeValue(uid) + ",ou=people,dc=example,dc=com");
            // ruleid: java-ldap-injection
            Attributes raw = ctx.getAttributes("uid=" + uid + ",ou=people,dc=example,dc=com");
            LdapName name = new LdapName("ou=people,dc=example,dc=com");
            response.getWriter().print(escaped.size() + raw.size() + name.size());
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
