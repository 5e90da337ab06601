package org.bench.h8.trust;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class TrustParamNamesCount extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        HttpSession session = request.getSession(true);
        Enumeration<String> names = request.getParameterNames();
        int copied = 0;
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            if (name.startsWith("pref.")) {
                copied++;
            }
        }
        session.setAttribute("prefCount", Integer.valueOf(copied));
        response.getWriter().println(copied + " preferences counted");
    }
}
