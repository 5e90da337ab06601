package org.bench.h8.ldap;

import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapCookieTernaryTaken extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "noone";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("member")) {
                    param = c.getValue();
                }
            }
        }

        int num = 86;
        String bar = (7 * 42) - num > 200 ? param : "noone";

        try {
            InitialDirContext ctx = new InitialDirContext();
            NamingEnumeration<SearchResult> res =
                    ctx.search("dc=corp,dc=local", "(&(uid=" + bar + ")(status=active))", new SearchControls());
            response.getWriter().println(res.hasMore());
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
