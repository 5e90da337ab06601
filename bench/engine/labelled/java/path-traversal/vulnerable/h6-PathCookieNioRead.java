package org.example.bench.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathcookienioread")
public class PathCookieNioRead extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "noCookieValueSupplied";
        Cookie[] theCookies = request.getCookies();
        if (theCookies != null) {
            for (Cookie theCookie : theCookies) {
                if (theCookie.getName().equals("theme")) {
                    param = java.net.URLDecoder.decode(theCookie.getValue(), "UTF-8");
                    break;
                }
            }
        }
        Path p = Paths.get("/var/app/themes/" + param + ".css");
        byte[] css = Files.readAllBytes(p);
        response.setContentType("text/css");
        response.getOutputStream().write(css);
    }
}
