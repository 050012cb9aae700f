; Inno Setup script: a Windows installer for Card Table, with a Start-menu entry.
;
; On Windows, from the checkout (packaging/README.md has the whole recipe):
;   pyinstaller --noconfirm --distpath build\dist --workpath build\work packaging\cardgames.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\cardgames.iss
; gives build\installer\CardTable-0.1.0-setup.exe. Needs Inno Setup 6.3 or newer.
; Not built or tested by this project's CI, which runs on Linux.
; Paths below are relative to this file's folder.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppExe "cardgames.exe"
#define DistDir "..\..\build\dist\cardgames"

[Setup]
; The AppId identifies the app for upgrades and uninstalling: never change it.
AppId={{815E7F88-4A42-4A1C-8845-2C17C6EC06E0}
AppName=Card Table
AppVersion={#AppVersion}
AppVerName=Card Table {#AppVersion}
AppPublisher=Card Table developers
DefaultDirName={autopf}\Card Table
DefaultGroupName=Card Table
DisableProgramGroupPage=yes
; Per-user install without administrator rights is offered too.
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\build\installer
OutputBaseFilename=CardTable-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\cardgames.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Card Table
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[CustomMessages]
english.MenuName=Card Table
german.MenuName=Kartentisch
english.MenuComment=Four card games on one animated table, against bots or friends
german.MenuComment=Vier Kartenspiele an einem animierten Tisch, gegen Bots oder Freunde
english.LaunchAfterInstall=Start Card Table
german.LaunchAfterInstall=Kartentisch starten

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: cardgames.exe and _internal\ (Python, Qt, translations, rules, icons).
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{cm:MenuName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:MenuComment}"
Name: "{autodesktop}\{cm:MenuName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:MenuComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchAfterInstall}"; Flags: nowait postinstall skipifsilent
