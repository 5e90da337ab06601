package org.example.bench.web;

import java.io.IOException;
import java.util.Hashtable;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.BasicAttributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldap-injection-ldapcookieattributessearch")
public class LdapCookieAttributesSearch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String group = "";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("team")) group = c.getValue();
            }
        }
        StringBuilder filter = new StringBuilder("(&(objectClass=groupOfNames)(cn=");
        filter.append(group).append("))");
        try {
            DirContext ctx = context();
            SearchControls controls = new SearchControls();
            controls.setReturningAttributes(new String[] {"member"});
            NamingEnumeration<SearchResult> res = ctx.search("ou=groups,dc=example,dc=org", filter.toString(), controls);
            int count = 0;
            while (res.hasMore()) { res.next(); count++; }
            response.getWriter().println(count);
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    private DirContext context() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(javax.naming.Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(javax.naming.Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }
}
